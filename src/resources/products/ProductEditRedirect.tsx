import { Navigate, useParams } from 'react-router-dom';

/** /products/{id} (react-admin's edit path of the resource) -> the spec's /product/{id}. */
export default function ProductEditRedirect() {
  const { id } = useParams();
  return <Navigate to={`/product/${encodeURIComponent(id ?? '')}`} replace />;
}
