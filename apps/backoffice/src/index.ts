// The async boundary Module Federation needs: shared modules are negotiated before app code runs.
// A harness that cannot start says why in the console instead of showing a blank page silently.
import('./bootstrap').catch((error: unknown) => console.error('This remote could not start on its own:', error));
