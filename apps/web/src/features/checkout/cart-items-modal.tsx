import Modal from 'react-bootstrap/Modal';
import { OrderedLines, type OrderedLine } from '../../components/ordered-lines';

/** 'View Cart Items': the lines being ordered, with their configuration, to read (not change). */
export function CartItemsModal({ show, onHide, lines, title }: { show: boolean; onHide: () => void; lines: OrderedLine[]; title: string }) {
  return (
    <Modal show={show} onHide={onHide} size="lg" scrollable aria-labelledby="checkout-items-title" className="nb-items-modal">
      <Modal.Header closeButton>
        <Modal.Title id="checkout-items-title">{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <OrderedLines lines={lines} label={title} />
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-primary" onClick={onHide}>
          Close
        </button>
      </Modal.Footer>
    </Modal>
  );
}
