// What every app gets for `import … from 'react-router-dom'`: the client-side (data router)
// part of React Router 7, provided by the shell as the one shared router (rspack-config.mjs).
//
// Module Federation shares a module whole, with every export, since it cannot know what the
// remotes will import: sharing react-router-dom itself ships all of react-router 7 (server
// rendering, sessions, cookies, RSC, ~57 KB gzip) on every page. Sharing this list instead
// lets the bundler drop the rest (react-router is side-effect free).
//
// A name missing here fails the build of the app that imports it (checkRouterImports in
// rspack-config.mjs): add it to the list below, that is all.
export { RouterProvider } from 'react-router/dom';
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  createBrowserRouter,
  createMemoryRouter,
  createSearchParams,
  data,
  generatePath,
  isRouteErrorResponse,
  matchPath,
  matchRoutes,
  redirect,
  replace,
  resolvePath,
  useActionData,
  useBeforeUnload,
  useBlocker,
  useHref,
  useInRouterContext,
  useLoaderData,
  useLocation,
  useMatch,
  useMatches,
  useNavigate,
  useNavigation,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
  useSearchParams,
} from 'react-router';
