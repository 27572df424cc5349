/** /redirect/{path}: re-enters a path with its query (spec console §2, used to refresh a page). */
import { Navigate, useLocation, useParams } from 'react-router-dom';

export function RedirectPage() {
  const { '*': rest = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/${rest}${search}`} replace />;
}
