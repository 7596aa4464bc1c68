/** The id of the `<script type="application/json">` that hands the server's state to the browser. */
export const BOOTSTRAP_ELEMENT_ID = 'otech-bootstrap';
