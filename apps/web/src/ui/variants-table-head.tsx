/** The variants table's column heads: the product page's table and the back office's preview of it. */
export const VariantsTableHead = () => (
  <thead>
    <tr>
      <th scope="col">Type</th>
      <th scope="col">Part No.</th>
      <th scope="col">Measurement (MM)</th>
      <th scope="col">Measurement (IN)</th>
      <th scope="col">Action</th>
    </tr>
  </thead>
);
