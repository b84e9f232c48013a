import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { ENQUIRY_REPLY_MAX_LENGTH, ENQUIRY_STATUSES, type EnquiryStatus } from '@northbend/shared';
import { adminPaths } from '../paths';
import { BusyButton, FormMessage, SelectField } from '../ui/fields';
import { formatDateTime } from '../ui/format';
import { useNotify } from '../ui/notices';
import { PageHeader } from '../ui/page-header';
import { Fact, Panel } from '../ui/panel';
import { LoadError, Loading } from '../ui/states';
import { StatusBadge } from '../ui/status-badge';
import { messageOf, useLoad } from '../ui/use-load';
import { ENQUIRY_STATUS_LABELS, enquiriesApi } from './enquiries-api';

const STATUS_OPTIONS = ENQUIRY_STATUSES.map((s) => ({ value: s, label: ENQUIRY_STATUS_LABELS[s] }));

/** One enquiry: the message and who sent it, their machines, the replies, a reply form and its status. */
export function EnquiryPage() {
  const { id = '' } = useParams();
  const notify = useNotify();
  const { data, error, loading, reload, setData } = useLoad((signal) => enquiriesApi.get(id, signal), id);
  const [reply, setReply] = useState('');
  const [replyError, setReplyError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [savingStatus, setSavingStatus] = useState(false);
  const back = { to: adminPaths.enquiries, label: 'Enquiries' };
  const e = data?.result;

  if (!e)
    return (
      <>
        <PageHeader title="Enquiry" back={back} />
        {error ? <LoadError message={error} onRetry={reload} /> : loading && <Loading label="Loading the enquiry…" />}
      </>
    );

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!reply.trim()) return setReplyError('Enter the reply.');
    setSending(true);
    setReplyError(null);
    try {
      const answer = await enquiriesApi.reply(e._id, reply.trim());
      setData({ result: answer.result });
      setReply('');
      notify('success', answer.message);
    } catch (err) {
      setReplyError(messageOf(err));
    } finally {
      setSending(false);
    }
  };
  const changeStatus = async (status: string) => {
    setSavingStatus(true);
    try {
      const answer = await enquiriesApi.setStatus(e._id, status as EnquiryStatus);
      setData({ result: answer.result });
      notify('success', answer.message);
    } catch (err) {
      notify('error', messageOf(err));
    } finally {
      setSavingStatus(false);
    }
  };

  return (
    <>
      <PageHeader
        title={`Enquiry from ${e.name}`}
        back={back}
        meta={
          <>
            <span>Received {formatDateTime(e.createdAt)}</span>
            <StatusBadge status={e.status} label={ENQUIRY_STATUS_LABELS[e.status]} />
          </>
        }
        actions={
          <SelectField
            id="enquiry-status"
            label="Status"
            className="nb-inline-field"
            options={STATUS_OPTIONS}
            value={e.status}
            disabled={savingStatus}
            onChange={changeStatus}
          />
        }
      />
      <div className="nb-columns nb-columns--detail">
        <div>
          <Panel id="enquiry-message" title="Message">
            <p className="nb-message">{e.message}</p>
          </Panel>
          <Panel id="enquiry-replies" title={`Replies (${e.replies.length})`}>
            {e.replies.length === 0 ? (
              <p className="nb-muted">No reply yet.</p>
            ) : (
              <ol className="nb-replies">
                {e.replies.map((r) => (
                  <li key={r._id} className="nb-reply">
                    <div className="nb-reply__head">
                      <span className="nb-cell-strong">{r.staff_name ?? 'Staff'}</span>
                      <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
                    </div>
                    <p className="nb-message m-0">{r.body}</p>
                  </li>
                ))}
              </ol>
            )}
            <form className="nb-reply-form" onSubmit={send} noValidate>
              <label className="form-label" htmlFor="enquiry-reply">
                Reply to {e.email}
              </label>
              <textarea
                id="enquiry-reply"
                className={`form-control${replyError ? ' is-invalid' : ''}`}
                rows={5}
                maxLength={ENQUIRY_REPLY_MAX_LENGTH}
                value={reply}
                onChange={(ev) => setReply(ev.target.value)}
                aria-describedby="enquiry-reply-hint"
              />
              <p id="enquiry-reply-hint" className="nb-form-hint mt-1">
                Emailed to the sender and kept here with the enquiry.
              </p>
              <div className="mt-2">
                <BusyButton type="submit" busy={sending}>
                  Send reply
                </BusyButton>
              </div>
              <FormMessage error={replyError} />
            </form>
          </Panel>
        </div>
        <div>
          <Panel id="enquiry-sender" title="Sender">
            <dl className="nb-facts">
              <Fact term="Name">{e.name}</Fact>
              <Fact term="Company">{e.company}</Fact>
              <Fact term="Email">
                <a href={`mailto:${e.email}`}>{e.email}</a>
              </Fact>
              <Fact term="Phone">{e.phone}</Fact>
              <Fact term="Location">{e.location}</Fact>
            </dl>
          </Panel>
          <Panel id="enquiry-machines" title="Machines">
            <dl className="nb-facts">
              <Fact term="Makes">{e.machine_makes.length ? e.machine_makes.join(', ') : <span className="nb-muted">None given</span>}</Fact>
              <Fact term="Models">
                {e.machine_models.length ? e.machine_models.join(', ') : <span className="nb-muted">None given</span>}
              </Fact>
            </dl>
          </Panel>
        </div>
      </div>
    </>
  );
}
