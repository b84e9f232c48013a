import { MoveButtons, RemoveButton } from '../ui/row-buttons';
import { Field } from './field';
import { fieldKey } from './product-errors';
import { newKey, type ImageForm } from './product-form';
import { thumbOf } from './thumb';
import { UploadButton } from './upload-button';
import { moved, type ProductEditor } from './use-product-editor';

const IMAGES_MAX = 20;

/** The product's pictures in gallery order: the first is the one lists show. */
export function ImagesEditor({ editor }: { editor: ProductEditor }) {
  const images = editor.form.product_images;
  const setImages = (change: (list: ImageForm[]) => ImageForm[]) =>
    editor.update((f) => ({ ...f, product_images: change(f.product_images) }));
  const move = (index: number, step: -1 | 1) => setImages((list) => moved(list, index, step));

  return (
    <div className="nb-pf-images">
      {images.length === 0 ? (
        <p className="nb-muted mb-3">No images yet: the storefront shows the default picture.</p>
      ) : (
        <ol className="nb-pf-images__list">
          {images.map((image, i) => {
            const label = `image ${i + 1}`;
            return (
              <li key={image.key} className="nb-pf-image">
                <div className="nb-pf-image__frame">
                  <img src={thumbOf(image.url)} alt={image.alt || `Product ${label}`} width={120} height={120} />
                  {i === 0 && <span className="nb-pf-image__main">Main</span>}
                </div>
                <Field
                  id={`image-${image.key}-alt`}
                  label={`Alt text of ${label}`}
                  hiddenLabel
                  placeholder="Alt text"
                  value={image.alt}
                  onChange={(alt) => setImages((list) => list.map((x) => (x.key === image.key ? { ...x, alt } : x)))}
                  onBlur={() => editor.touch(fieldKey.image(image.key, 'alt'))}
                  error={editor.errorOf(fieldKey.image(image.key, 'alt'))}
                />
                <div className="nb-pf-image__actions">
                  <MoveButtons look="sideways" name={label} index={i} count={images.length} onMove={(by) => move(i, by)} />
                  <RemoveButton link name={label} onClick={() => setImages((list) => list.filter((x) => x.key !== image.key))} />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div className="nb-pf-images__add">
        {images.length < IMAGES_MAX && (
          <UploadButton
            label="Upload images"
            multiple
            onUploaded={(url) => setImages((list) => (list.length < IMAGES_MAX ? [...list, { key: newKey('image'), url, alt: '' }] : list))}
          />
        )}
        <span className="nb-pf-hint">PNG, JPEG or WebP. Alt text describes the picture for screen readers and search.</span>
      </div>
      {editor.showAll && editor.errors.get('product_images') && <div className="nb-pf-error">{editor.errors.get('product_images')}</div>}
    </div>
  );
}
