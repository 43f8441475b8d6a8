import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  inboxAssigneeListSchema,
  inboxAssignRequestSchema,
  inboxItemParamsSchema,
  inboxItemSchema,
  inboxListQuerySchema,
  inboxNoteRequestSchema,
  inboxPageSchema,
  inboxReplyRequestSchema,
  inboxStatusChangeSchema,
  type InboxAssignRequest,
  type InboxItemParams,
  type InboxListQuery,
  type InboxNoteRequest,
  type InboxReplyRequest,
  type InboxStatusChange,
} from '@shop/contracts/admin-inbox';
import type { AuditActor } from '../audit/audit-trail.js';
import { AuthUser } from '../common/access/auth-user.decorator.js';
import { ResponseSchema } from '../common/response-schema.js';
import { validBody, validParams, validQuery } from '../common/zod-validation.pipe.js';
import { InboxChanges } from './inbox-changes.service.js';
import { InboxReader } from './inbox.reader.js';
import { InboxReplies } from './inbox-replies.service.js';

const item = () => Param(validParams(inboxItemParamsSchema));
const actorOf = (user: Express.User): AuditActor => ({ id: user.id, email: user.email });

/**
 * The back office's Inbox (staff and owners): contact messages, business inquiries and chats
 * handed to a person, addressed as /api/admin/inbox/:kind/:id (a chat by its number).
 */
@Controller('admin/inbox')
export class InboxController {
  constructor(
    private readonly reader: InboxReader,
    private readonly changes: InboxChanges,
    private readonly replies: InboxReplies,
  ) {}

  @Get()
  @ResponseSchema(inboxPageSchema)
  list(@Query(validQuery(inboxListQuerySchema)) query: InboxListQuery, @AuthUser() user: Express.User) {
    return this.reader.list(query, user.id);
  }

  /** Staff may not read the owner's staff list: the people to assign to come from here. */
  @Get('assignees')
  @ResponseSchema(inboxAssigneeListSchema)
  assignees() {
    return this.reader.assignees();
  }

  @Get(':kind/:id')
  @ResponseSchema(inboxItemSchema)
  detail(@item() params: InboxItemParams) {
    return this.reader.detail(params.kind, params.id);
  }

  @Post(':kind/:id/status')
  @HttpCode(200)
  @ResponseSchema(inboxItemSchema)
  status(
    @item() params: InboxItemParams,
    @Body(validBody(inboxStatusChangeSchema)) body: InboxStatusChange,
    @AuthUser() user: Express.User,
  ) {
    return this.changes.changeStatus(params.kind, params.id, body, actorOf(user));
  }

  @Post(':kind/:id/assignee')
  @HttpCode(200)
  @ResponseSchema(inboxItemSchema)
  assign(
    @item() params: InboxItemParams,
    @Body(validBody(inboxAssignRequestSchema)) body: InboxAssignRequest,
    @AuthUser() user: Express.User,
  ) {
    return this.changes.assign(params.kind, params.id, body.assigneeId, actorOf(user));
  }

  @Post(':kind/:id/notes')
  @HttpCode(200)
  @ResponseSchema(inboxItemSchema)
  note(
    @item() params: InboxItemParams,
    @Body(validBody(inboxNoteRequestSchema)) body: InboxNoteRequest,
    @AuthUser() user: Express.User,
  ) {
    return this.changes.addNote(params.kind, params.id, body.text, actorOf(user));
  }

  @Post(':kind/:id/replies')
  @HttpCode(200)
  @ResponseSchema(inboxItemSchema)
  reply(
    @item() params: InboxItemParams,
    @Body(validBody(inboxReplyRequestSchema)) body: InboxReplyRequest,
    @AuthUser() user: Express.User,
  ) {
    return this.replies.reply(params.kind, params.id, body.text, actorOf(user));
  }
}
