/**
 * Routing, as every app uses it: apps import these from `@shop/ui/router`, never from
 * react-router-dom (ESLint enforces it). This module is one of the shared `@shop/ui/` singletons,
 * so the shell and every remote read one router context; and because Module Federation cannot
 * tree-shake a package shared whole, sharing this short list instead of react-router-dom keeps
 * the rest of the router (server rendering, data routers, cookies, sessions) out of the browser.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
