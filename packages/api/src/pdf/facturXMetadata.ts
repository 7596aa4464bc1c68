import { create } from 'xmlbuilder2';

/*
 * The XMP a Factur-X file adds to its PDF/A-3 metadata (Factur-X 1.0, §"XMP metadata"): the
 * fx: properties naming the embedded XML and its profile, and the PDF/A extension schema that
 * declares those properties, since PDF/A only admits XMP properties it knows or is told of.
 */

const RDF = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';
const FACTURX_NS = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';
/** The embedded XML's name, which Factur-X fixes. */
export const FACTURX_FILENAME = 'factur-x.xml';
const FACTURX_CONFORMANCE = 'EN 16931';

const PROPERTIES = [
  ['DocumentFileName', 'The name of the embedded XML document'],
  ['DocumentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER'],
  ['Version', 'The actual version of the standard applying to the embedded XML document'],
  ['ConformanceLevel', 'The conformance level of the embedded XML document'],
] as const;

const fragment = (build: (root: ReturnType<typeof create>) => void): string => {
  const root = create();
  build(root);
  return root.end({ headless: true });
};

/** The two rdf:Description elements pdfkit's `appendXML` adds inside its rdf:RDF. */
export function facturXMetadata(): string {
  const values = fragment((root) => {
    const description = root.ele(RDF, 'rdf:Description', { 'xmlns:rdf': RDF, 'xmlns:fx': FACTURX_NS, 'rdf:about': '' });
    description.ele(FACTURX_NS, 'fx:DocumentType').txt('INVOICE');
    description.ele(FACTURX_NS, 'fx:DocumentFileName').txt(FACTURX_FILENAME);
    description.ele(FACTURX_NS, 'fx:Version').txt('1.0');
    description.ele(FACTURX_NS, 'fx:ConformanceLevel').txt(FACTURX_CONFORMANCE);
  });
  const extension = 'http://www.aiim.org/pdfa/ns/extension/';
  const schema = 'http://www.aiim.org/pdfa/ns/schema#';
  const property = 'http://www.aiim.org/pdfa/ns/property#';
  const declaration = fragment((root) => {
    const description = root.ele(RDF, 'rdf:Description', {
      'xmlns:rdf': RDF,
      'xmlns:pdfaExtension': extension,
      'xmlns:pdfaSchema': schema,
      'xmlns:pdfaProperty': property,
      'rdf:about': '',
    });
    const entry = description.ele(extension, 'pdfaExtension:schemas').ele(RDF, 'rdf:Bag').ele(RDF, 'rdf:li', { 'rdf:parseType': 'Resource' });
    entry.ele(schema, 'pdfaSchema:schema').txt('Factur-X PDFA Extension Schema');
    entry.ele(schema, 'pdfaSchema:namespaceURI').txt(FACTURX_NS);
    entry.ele(schema, 'pdfaSchema:prefix').txt('fx');
    const list = entry.ele(schema, 'pdfaSchema:property').ele(RDF, 'rdf:Seq');
    for (const [name, text] of PROPERTIES) {
      const item = list.ele(RDF, 'rdf:li', { 'rdf:parseType': 'Resource' });
      item.ele(property, 'pdfaProperty:name').txt(name);
      item.ele(property, 'pdfaProperty:valueType').txt('Text');
      item.ele(property, 'pdfaProperty:category').txt('external');
      item.ele(property, 'pdfaProperty:description').txt(text);
    }
  });
  return `${values}\n${declaration}`;
}
