// The async boundary Module Federation needs: shared modules are negotiated before app code runs.
import('./bootstrap');
