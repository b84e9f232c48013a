import type { MakeWithModels } from './catalog-lookups';
import { CheckList, toggled } from './pickers';
import type { ProductEditor } from './use-product-editor';

/**
 * The machines a product fits: makes, then the models of the chosen makes only. Un-choosing a
 * make drops its models too, so no model is left without its make.
 */
export function MachinesPicker({ editor, makes }: { editor: ProductEditor; makes: MakeWithModels[] }) {
  const { product_machine_make_ids: makeIds, product_machine_model_ids: modelIds } = editor.form;
  const chosenMakes = makes.filter((m) => makeIds.includes(m.id));

  const setMake = (id: string, on: boolean) =>
    editor.update((f) => {
      const dropped = on ? [] : (makes.find((m) => m.id === id)?.models.map((m) => m.id) ?? []);
      return {
        ...f,
        product_machine_make_ids: toggled(f.product_machine_make_ids, id, on),
        product_machine_model_ids: f.product_machine_model_ids.filter((m) => !dropped.includes(m)),
      };
    });
  const setModel = (id: string, on: boolean) =>
    editor.update((f) => ({ ...f, product_machine_model_ids: toggled(f.product_machine_model_ids, id, on) }));

  return (
    <div className="nb-pf-machines">
      <div className="nb-pf-picker">
        <h3 className="nb-pf-subtitle" id="machine-makes">
          Makes
        </h3>
        <div className="nb-pf-picker__scroll nb-pf-picker__scroll--short">
          <CheckList label="Machine makes" idPrefix="make" chosen={makeIds} onChange={setMake} items={makes} />
        </div>
      </div>
      <div className="nb-pf-picker">
        <h3 className="nb-pf-subtitle" id="machine-models">
          Models
        </h3>
        {chosenMakes.length === 0 ? (
          <p className="nb-pf-hint m-0">Choose a make to list its models.</p>
        ) : (
          <div className="nb-pf-picker__scroll nb-pf-picker__scroll--short">
            {chosenMakes.map((make) => (
              <div key={make.id} className="nb-pf-picker__group">
                <p className="nb-pf-picker__group-name" id={`models-of-${make.id}`}>
                  {make.name}
                </p>
                {make.models.length === 0 ? (
                  <p className="nb-pf-hint m-0">No models of {make.name} yet.</p>
                ) : (
                  <CheckList label={`Models of ${make.name}`} idPrefix="model" chosen={modelIds} onChange={setModel} items={make.models} />
                )}
              </div>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
