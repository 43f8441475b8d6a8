import { useQuery } from '@tanstack/react-query';
import { adminPath } from '@shop/contracts/admin-routes';
import { Button } from '@shop/ui/button';
import { Link, useParams } from '@shop/ui/router';
import { Spinner } from '@shop/ui/spinner';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { formatDate } from '../../components/format.js';
import { orderQueryOptions } from './api/orders.js';
import './orders.css';

/** /admin/orders/:id/packing-slip: a sheet to print and pack by (the print CSS hides the rest of the page). */
export function PackingSlipPage() {
  const id = Number(useParams().id);
  useDocumentTitle(`Packing slip #${id} | Back office`);
  const order = useQuery({ ...orderQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
  if (order.isError || !(Number.isInteger(id) && id > 0)) {
    return <p role="alert">This order could not be loaded. Check the number, or reload the page to try again.</p>;
  }
  if (order.isPending) return <Spinner />;
  const data = order.data;
  return (
    <article className="packing-slip">
      <p className="packing-slip__no-print">
        <Link to={adminPath('order', data.id)}>← Back to order #{data.id}</Link>{' '}
        <Button onClick={() => window.print()}>Print</Button>
      </p>
      <h1>Cumming Organics — Packing slip</h1>
      <p>
        Order <strong>#{data.id}</strong> · {formatDate(data.createdAt)}
      </p>
      <h2>Deliver to</h2>
      <p>
        {data.firstName} {data.lastName}
        <br />
        {data.shippingAddress.address}
        <br />
        {data.shippingAddress.city}, {data.shippingAddress.state} {data.shippingAddress.zipCode}
        <br />
        Phone: {data.phone ?? '—'}
      </p>
      <h2>Delivery window</h2>
      <p>{data.deliveryWindow ? data.deliveryWindow.label : 'None booked'}</p>
      {data.specialInstructions && (
        <>
          <h2>Special instructions</h2>
          <p>{data.specialInstructions}</p>
        </>
      )}
      <h2>Items</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Packed</th>
            <th scope="col">Item</th>
            <th scope="col">Quantity</th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((item) => (
            <tr key={item.productId}>
              <td>
                <span className="packing-slip__check" role="img" aria-label="Not yet packed" />
              </td>
              <td>{item.name}</td>
              <td>{item.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {data.paymentMethod === 'pay_on_delivery' && (
        <p>
          <strong>Collect ${data.total} on delivery.</strong>
        </p>
      )}
    </article>
  );
}
