/* pragma-tool/parse_stmt.c - region statements: their references, local
 * declarations, assignments, for loops, ifs and blocks; the scalars
 * declared outside the region that it writes.
 */
#include <stdlib.h>
#include <string.h>

#include "parser.h"

/* ---- statements and references --------------------------------------------- */

/* Add a reference of statement "stmt" to the region. */
static int par_add_access(parser *p, int stmt, pp_expr *e, int write, int read)
{
    pp_region *r = p->pr->r;
    pp_access x;
    memset(&x, 0, sizeof(x));
    x.stmt = stmt;
    x.expr = e;
    x.write = write;
    x.read = read;
    x.array = e->kind == PP_EXPR_ACCESS ? e->index : -1;
    x.local = e->kind == PP_EXPR_ID ? e->index : -1;
    x.box = -1;
    x.id = pp_printf(p->a, "R%d", r->naccesses);
    if (!x.id || pp_vec_push(p->a, &r->accesses, &r->naccesses, &p->pr->cap_accesses, sizeof(x), &x)) {
        p->oom = 1;
        return -1;
    }
    if (!write || read)
        e->access = r->naccesses - 1;
    else
        e->access = r->naccesses - 1;
    if (x.array >= 0) {
        if (write)
            r->arrays[x.array].written = 1;
        if (read || !write)
            r->arrays[x.array].read = 1;
    }
    return 0;
}

/* Add the reads in "e" (array elements and local scalars) as references
 * of statement "stmt", and the writes of the locals whose address "e"
 * passes to a call (read too: the callee may read them first). */
static int par_add_reads(parser *p, int stmt, pp_expr *e)
{
    int i;
    if (!e)
        return 0;
    if (e->kind == PP_EXPR_ADDR)
        return e->args[0]->sym == PP_SYM_LOCAL ? par_add_access(p, stmt, e->args[0], 1, 1) : 0;
    if ((e->kind == PP_EXPR_ACCESS || (e->kind == PP_EXPR_ID && e->sym == PP_SYM_LOCAL)) &&
        par_add_access(p, stmt, e, 0, 0))
        return -1;
    for (i = 0; i < e->nargs; i++)
        if (par_add_reads(p, stmt, e->args[i]))
            return -1;
    return 0;
}

/* Add a statement for node "n" with the current loops; return its index. */
static int par_add_stmt(parser *p, pp_node *n)
{
    par_region *pr = p->pr;
    pp_region *r = pr->r;
    pp_stmt s;
    int i;
    memset(&s, 0, sizeof(s));
    s.name = pp_printf(p->a, "S%d", r->nstmts);
    s.node = n;
    s.depth = pr->depth;
    s.nest = -1;
    if (pr->depth) {
        s.loops = pp_alloc(p->a, sizeof(pp_node *) * (size_t)pr->depth);
        if (!s.loops) {
            p->oom = 1;
            return -1;
        }
        for (i = 0; i < pr->depth; i++)
            s.loops[i] = pr->loops[i];
    }
    if (!s.name || pp_vec_push(p->a, &r->stmts, &r->nstmts, &pr->cap_stmts, sizeof(s), &s)) {
        p->oom = 1;
        return -1;
    }
    return r->nstmts - 1;
}

/* Record the references of the new statement "k": reads of the right side
 * "rhs" (and writes of the locals it passes by address), then of the
 * subscripts of "lhs", then the write of "lhs" (none for a call statement:
 * "lhs" NULL). */
static int par_stmt_accesses(parser *p, int k, pp_expr *lhs, const char *op, pp_expr *rhs)
{
    pp_region *r = p->pr->r;
    int first = r->naccesses, i, n;
    if (par_add_reads(p, k, rhs))
        return -1;
    if (lhs && lhs->kind == PP_EXPR_ACCESS)
        for (i = 0; i < lhs->nargs; i++)
            if (par_add_reads(p, k, lhs->args[i]))
                return -1;
    if (lhs && par_add_access(p, k, lhs, 1, strcmp(op, "=") != 0 || p->pr->ndata > 0))
        return -1;
    n = r->naccesses - first;
    r->stmts[k].naccesses = n;
    r->stmts[k].accesses = pp_alloc(p->a, sizeof(int) * (size_t)(n ? n : 1));
    if (!r->stmts[k].accesses) {
        p->oom = 1;
        return -1;
    }
    for (i = 0; i < n; i++)
        r->stmts[k].accesses[i] = first + i;
    return 0;
}

/* Add a region-local scalar "name" of "type" declared at token "t". */
int par_add_local(parser *p, const char *name, const char *type, const pp_token *t)
{
    par_region *pr = p->pr;
    pp_region *r = pr->r;
    pp_scalar s;
    par_lvar v;
    memset(&s, 0, sizeof(s));
    memset(&v, 0, sizeof(v));
    s.name = pp_strdup(p->a, name);
    s.type = pp_strdup(p->a, type);
    s.depth = pr->depth;
    s.loc = t->loc;
    if (!s.name || !s.type || pp_vec_push(p->a, &r->locals, &r->nlocals, &pr->cap_locals, sizeof(s), &s)) {
        p->oom = 1;
        return -1;
    }
    v.name = s.name;
    v.local = r->nlocals - 1;
    if (pp_vec_push(p->a, &pr->lvars, &pr->nlvars, &pr->cap_lvars, sizeof(v), &v)) {
        p->oom = 1;
        return -1;
    }
    return v.local;
}

/* The entry of region scalar "local" among those in scope, or NULL. */
static par_lvar *par_lvar_of(par_region *pr, int local)
{
    int v;
    for (v = pr->nlvars - 1; v >= 0; v--)
        if (pr->lvars[v].local == local)
            return &pr->lvars[v];
    return NULL;
}

/* A loop over region scalar "local" ended: reads after it are refused
 * until it is assigned at this level or outside, except where the value
 * the loop left is known (par_name_expr). */
static void par_loop_local(parser *p, int local)
{
    par_lvar *v = par_lvar_of(p->pr, local);
    if (v) {
        v->looped = 1;
        v->looped_level = p->pr->nctl;
    }
}

void par_local_written(parser *p, int local)
{
    par_lvar *v = par_lvar_of(p->pr, local);
    if (v && v->looped && p->pr->nctl <= v->looped_level)
        v->looped = 0;
}

/* Parse a declaration of region-local scalars; return a block of decl
 * nodes (or the single node); the caller splices the block's nodes into
 * the enclosing block, where the names stay in scope. */
static pp_node *par_local_decl(parser *p)
{
    pp_token *start = par_tok(p);
    par_specs s;
    pp_node *nodes[PAR_MAX_NAMES], *blk;
    int n = 0, i;
    memset(&s, 0, sizeof(s));
    p->nodes = 0;
    par_specifiers(p, &s);
    if (s.is_typedef) {
        par_error_at(p, start, "%s", "typedef inside a region is not supported");
        goto fail;
    }
    if (s.is_static) { /* one object for every iteration, kept between calls: not a private scalar */
        par_error_at(p, start, "%s",
                     "a static variable declared inside the region keeps its value across iterations and calls, "
                     "which the devices' private scalars do not: declare it before the region");
        goto fail;
    }
    do {
        pp_token *nt = par_tok(p);
        char *name;
        pp_node *nd;
        int k;
        if (par_is(p, "*") || s.derived) {
            par_error_at(p, s.derived ? start : nt, "%s", "pointer declarations inside a region are not supported");
            goto fail;
        }
        if (nt->kind != PP_TOK_IDENT) {
            par_expected(p, "a name");
            goto fail;
        }
        name = par_text(p, nt);
        par_next(p);
        if (par_is(p, "[") || s.ndim) {
            p->pos = (int)(nt - p->t->v);
            if (par_region_array(p, &s, nt, name))
                goto fail;
            continue;
        }
        if (!name)
            goto fail;
        if (n == PAR_MAX_NAMES) {
            par_error_at(p, nt, "more than %s names in one declaration", "32");
            goto fail;
        }
        nd = par_new_node(p, PP_NODE_DECL, nt);
        if (!nd)
            goto fail;
        nd->u.decl.stmt = -1;
        if (par_accept(p, "=")) {
            nd->u.decl.init = par_cond_expr(p, 0);
            if (!nd->u.decl.init)
                goto fail;
        }
        k = par_add_local(p, name, pp_str_get(&s.type), nt);
        if (k < 0)
            goto fail;
        nd->u.decl.local = k;
        if (nd->u.decl.init)
            par_known_write(p, k, NULL, p->pr->r->locals[k].type, nd->u.decl.init, nt);
        if (nd->u.decl.init) {
            pp_expr *lhs = par_new_expr(p, PP_EXPR_ID, nt, 0);
            int st = par_add_stmt(p, nd);
            if (!lhs || st < 0)
                goto fail;
            lhs->text = name;
            lhs->sym = PP_SYM_LOCAL;
            lhs->index = k;
            nd->u.decl.stmt = st;
            if (par_stmt_accesses(p, st, lhs, "=", nd->u.decl.init))
                goto fail;
        }
        nd->end = par_tok(p)->loc;
        nodes[n++] = nd;
    } while (par_accept(p, ","));
    pp_str_free(&s.type);
    if (par_expect(p, ";"))
        return NULL;
    if (n == 1)
        return nodes[0];
    blk = par_new_node(p, PP_NODE_BLOCK, start);
    if (!blk)
        return NULL;
    blk->u.block.n = n;
    blk->u.block.v = n ? pp_alloc(p->a, sizeof(pp_node *) * (size_t)n) : NULL;
    if (n && !blk->u.block.v) {
        p->oom = 1;
        return NULL;
    }
    for (i = 0; i < n; i++)
        blk->u.block.v[i] = nodes[i];
    return blk;
fail:
    pp_str_free(&s.type);
    return NULL;
}

/* End statement node "n" at the ";" that must follow, make it a statement
 * of the model (its index into "*stmt") and record its accesses ("lhs op
 * rhs", or the call "rhs" alone); "n", or NULL on error. */
static pp_node *par_finish_stmt(parser *p, pp_node *n, int *stmt, pp_expr *lhs, const char *op, pp_expr *rhs)
{
    int k;
    n->end = par_tok(p)->loc;
    if (par_expect(p, ";"))
        return NULL;
    k = par_add_stmt(p, n);
    if (k < 0)
        return NULL;
    *stmt = k;
    return par_stmt_accesses(p, k, lhs, op, rhs) ? NULL : n;
}

/* Parse a call statement "f(args);" (the function's results come back
 * through the locals whose address it takes). */
static pp_node *par_call_stmt(parser *p)
{
    static const char *const io[] = {"printf", "fprintf", "vprintf", "vfprintf", "puts", "fputs", "putchar",
                                     "fputc", "putc", "fwrite", "fflush", "perror", "scanf", "fscanf", "sscanf",
                                     "fread", "fgets", "getchar", "fgetc", "getc", NULL};
    pp_token *t = par_tok(p);
    pp_expr *e;
    pp_node *n;
    int i;
    for (i = 0; io[i]; i++)
        if (!strcmp(par_text(p, t), io[i])) {
            par_error_at(p, t,
                         "'%s' (input and output) cannot run in a region, whose statements run on the devices: "
                         "print before or after the region",
                         io[i]);
            return NULL;
        }
    p->stmt_call = 1;
    e = par_primary(p, 0);
    p->stmt_call = 0;
    if (!e)
        return NULL;
    n = par_new_node(p, PP_NODE_CALL, t);
    if (!n)
        return NULL;
    n->u.call.expr = e;
    return par_finish_stmt(p, n, &n->u.call.stmt, NULL, NULL, e);
}

/* ---- scalars declared outside the region that it writes ------------- */

/* Return the entry of written outer scalar "name", or NULL. */
par_written *par_find_written(parser *p, const char *name)
{
    int i;
    for (i = 0; i < p->nwr; i++)
        if (!strcmp(p->wr[i].name, name))
            return &p->wr[i];
    return NULL;
}

/* Return nonzero when the host can evaluate "e" before the nests that
 * follow it: no array element, region-local scalar or loop iterator. */
static int par_host_pure(const pp_expr *e)
{
    int i;
    if (!e)
        return 1;
    if (e->kind == PP_EXPR_ACCESS || e->kind == PP_EXPR_ADDR ||
        (e->kind == PP_EXPR_ID && (e->sym == PP_SYM_LOCAL || e->sym == PP_SYM_ITER)))
        return 0;
    for (i = 0; i < e->nargs; i++)
        if (!par_host_pure(e->args[i]))
            return 0;
    return 1;
}

/* Add to "w" the outer names "e" reads. */
static void par_written_reads(parser *p, par_written *w, const pp_expr *e)
{
    int i;
    if (!e)
        return;
    if (e->kind == PP_EXPR_ID && e->sym == PP_SYM_SCALAR &&
        pp_vec_push(p->a, &w->reads, &w->nreads, &w->cap_reads, sizeof(char *), &p->pr->outer[e->index].name))
        p->oom = 1;
    for (i = 0; i < e->nargs; i++)
        par_written_reads(p, w, e->args[i]);
}

/* First pass: record a write of outer scalar "name" (declared "dcl", the
 * write at "loc"): by "op" of right side "rhs", or (rhs NULL) through a
 * pointer argument of a call. */
void par_record_write(parser *p, const char *name, const pp_decl *dcl, pp_loc loc, const char *op,
                      const pp_expr *rhs)
{
    par_written *w = par_find_written(p, name);
    if (!w) {
        par_written x;
        memset(&x, 0, sizeof(x));
        x.name = name;
        x.decl = dcl;
        x.loc = loc;
        x.host = 1;
        if (pp_vec_push(p->a, &p->wr, &p->nwr, &p->cap_wr, sizeof(x), &x)) {
            p->oom = 1;
            return;
        }
        w = &p->wr[p->nwr - 1];
    }
    w->host &= rhs && p->pr->depth == 0 && p->pr->ndata == 0 && par_host_pure(rhs);
    if (rhs)
        par_written_reads(p, w, rhs);
    if (op && strcmp(op, "=") && pp_vec_push(p->a, &w->reads, &w->nreads, &w->cap_reads, sizeof(char *), &w->name))
        p->oom = 1;
    p->pr->reparse = 1;
}

/* After the first pass: a written scalar stays host-evaluated only when
 * no loop of the region runs over it and every written scalar its right
 * sides read is host-evaluated too. */
void par_classify(parser *p)
{
    int changed = 1, i, j;
    for (i = 0; i < p->nwr; i++) /* a loop runs over it: a region scalar (its values flow between loops) */
        for (j = 0; p->wr[i].host && j < p->nloopvars; j++)
            if (!strcmp(p->wr[i].name, p->loopvars[j]))
                p->wr[i].host = 0;
    while (changed) {
        changed = 0;
        for (i = 0; i < p->nwr; i++) {
            par_written *w = &p->wr[i];
            for (j = 0; w->host && j < w->nreads; j++) {
                const par_written *x = par_find_written(p, w->reads[j]);
                if (x && !x->host) {
                    w->host = 0;
                    changed = 1;
                }
            }
        }
    }
}

/* Check that outer name "name" (declaration "dcl", written at token "t")
 * is a scalar a region may write: 0, or -1 after an error. */
int par_outer_writable(parser *p, const pp_token *t, const char *name, const pp_decl *dcl)
{
    const char *c = NULL;
    if (!dcl || dcl->is_typedef || dcl->is_func || dcl->ndim) {
        par_error_at(p, t,
                     "write to '%s', which is not a scalar variable declared outside the region: declare it inside the "
                     "region or use an array element",
                     name);
        return -1;
    }
    if (pp_func_type(dcl->type, &c, NULL)) {
        par_errorf(p, t, "write to '%s' of type '%s': a region can write only arithmetic scalars declared outside it",
                   name, dcl->type);
        return -1;
    }
    return 0;
}

/* Return nonzero when the tokens at the current position are the left side
 * of a chained assignment: a name, subscripts, then "=". */
static int par_chained_lhs(parser *p)
{
    int k = 1;
    if (par_tok(p)->kind != PP_TOK_IDENT)
        return 0;
    while (pp_tok_is(par_peek(p, k), "[")) {
        int depth = 0;
        do {
            const pp_token *u = par_peek(p, k);
            if (u->kind == PP_TOK_EOF || pp_tok_is(u, ";"))
                return 0;
            depth += pp_tok_is(u, "[") - pp_tok_is(u, "]");
            k++;
        } while (depth > 0);
    }
    return pp_tok_is(par_peek(p, k), "=");
}

/* Make the assignment node "lhs op rhs" at token "t"; with "semi", the ";"
 * that must follow ends it.  A write of an outer scalar becomes a host
 * statement (the second pass) or is recorded (the first). */
static pp_node *par_assign_node(parser *p, const pp_token *t, pp_expr *lhs, const char *op, pp_expr *rhs, int semi)
{
    pp_node *n = par_new_node(p, PP_NODE_ASSIGN, t);
    int k;
    if (!n)
        return NULL;
    if (lhs->kind == PP_EXPR_ID && lhs->sym == PP_SYM_LOCAL) {
        par_known_write(p, lhs->index, NULL, p->pr->r->locals[lhs->index].type, strcmp(op, "=") ? NULL : rhs, t);
        par_local_written(p, lhs->index);
    }
    else if (lhs->kind == PP_EXPR_ID && lhs->sym == PP_SYM_SCALAR && !lhs->c_expr)
        par_known_write(p, -1, p->pr->outer[lhs->index].name,
                        p->pr->outer[lhs->index].decl ? p->pr->outer[lhs->index].decl->type : NULL,
                        strcmp(op, "=") ? NULL : rhs, t);
    n->u.assign.lhs = lhs;
    n->u.assign.op = op;
    n->u.assign.rhs = rhs;
    if (lhs->kind == PP_EXPR_ID && lhs->sym == PP_SYM_SCALAR) {
        const par_outer *o = &p->pr->outer[lhs->index];
        n->u.assign.stmt = -1;
        if (!p->second)
            par_record_write(p, o->name, o->decl, lhs->loc, op, rhs);
        n->end = par_tok(p)->loc;
        return semi && par_expect(p, ";") ? NULL : n;
    }
    if (semi)
        return par_finish_stmt(p, n, &n->u.assign.stmt, lhs, op, rhs);
    n->end = par_tok(p)->loc;
    k = par_add_stmt(p, n);
    if (k < 0)
        return NULL;
    n->u.assign.stmt = k;
    return par_stmt_accesses(p, k, lhs, op, rhs) ? NULL : n;
}

static pp_node *par_assign(parser *p);

/* Check that "lhs" (the statement starts at "t") may be assigned: an
 * array element, a region scalar or a writable outer scalar, not a loop
 * iterator; -1 (reported) otherwise. */
static int par_assign_target(parser *p, const pp_token *t, const pp_expr *lhs)
{
    if (lhs->kind == PP_EXPR_ID && lhs->c_expr) {
        par_errorf(p, t, "write to struct member '%s': a region writes elements of arrays (member arrays too), not "
                         "members themselves; assign it before or after the region", lhs->c_expr);
        return -1;
    }
    if (lhs->kind == PP_EXPR_ID) {
        if (lhs->sym == PP_SYM_ITER) {
            par_error_at(p, t, "assignment to loop iterator '%s' inside the loop is not supported", lhs->text);
            return -1;
        }
        if (lhs->sym != PP_SYM_LOCAL && par_outer_writable(p, t, lhs->text, p->pr->outer[lhs->index].decl))
            return -1;
    } else if (lhs->kind != PP_EXPR_ACCESS) {
        par_expected(p, "an array element or a local scalar on the left side");
        return -1;
    }
    return 0;
}

/* Finish the statement "lhs++;" or "++lhs;" (op "+=") or its "--" form
 * ("-="), at its "++"/"--" token when "postfix", at its ";" otherwise
 * (the statement starts at "t"): C defines it as "lhs op 1". */
static pp_node *par_step_finish(parser *p, const pp_token *t, pp_expr *lhs, const char *op, int postfix)
{
    pp_token *at = par_tok(p);
    pp_expr *one;
    if (par_assign_target(p, t, lhs))
        return NULL;
    one = par_new_expr(p, PP_EXPR_INT, at, 0);
    if (!one || !(one->text = pp_strdup(p->a, "1"))) {
        p->oom = 1;
        return NULL;
    }
    one->value = 1;
    if (postfix)
        par_next(p);
    return par_assign_node(p, t, lhs, op, one, 1);
}

/* Parse the statement "++lhs;" or "--lhs;" at its first token "t". */
static pp_node *par_step_stmt(parser *p, const pp_token *t)
{
    const char *op = pp_tok_is(t, "++") ? "+=" : "-=";
    pp_expr *lhs;
    par_next(p);
    p->no_known = pp_tok_is(par_peek(p, 1), ";") ? 2 : 0;
    lhs = par_primary(p, 0);
    p->no_known = 0;
    if (!lhs)
        return NULL;
    if (!par_is(p, ";")) {
        par_expected(p, "';' after the incremented element");
        return NULL;
    }
    return par_step_finish(p, t, lhs, op, 0);
}

/* Parse the rest of "lhs = b = ... = rhs;" at "b" (token "t" starts the
 * statement): C assigns from the right, so it is "b = ... = rhs;" then
 * "lhs = b;" (b's value after its assignment: the same in every type). */
static pp_node *par_chain(parser *p, const pp_token *t, pp_expr *lhs)
{
    int at = p->pos, end;
    pp_node *inner = par_assign(p), *outer, *blk;
    pp_expr *rhs;
    if (!inner)
        return NULL;
    end = p->pos;
    p->pos = at;
    rhs = par_primary(p, 0);
    p->pos = end;
    if (!rhs)
        return NULL;
    outer = par_assign_node(p, t, lhs, "=", rhs, 0);
    blk = par_new_node(p, PP_NODE_BLOCK, t);
    if (!outer || !blk)
        return NULL;
    outer->end = inner->end;
    blk->end = inner->end;
    blk->u.block.n = 2;
    blk->u.block.v = pp_alloc(p->a, sizeof(pp_node *) * 2);
    if (!blk->u.block.v) {
        p->oom = 1;
        return NULL;
    }
    blk->u.block.v[0] = inner;
    blk->u.block.v[1] = outer;
    return blk;
}

/* Parse an assignment statement "lhs op rhs;" (or a chain "a = b = rhs;")
 * or a call statement. */
static pp_node *par_assign(parser *p)
{
    pp_token *t = par_tok(p);
    pp_expr *lhs, *rhs;
    const char *op = NULL;
    int parens = 0, k, row = 0;
    /* "(A[i][j]) = ...": a target in parentheses, as macros write them
     * ("#define SWAP(a, b) do { double t_ = (a); (a) = (b); (b) = t_; }
     * while (0)") */
    while (pp_tok_is(par_peek(p, parens), "("))
        parens++;
    if (parens && par_row_in_parens(p, t) > 0) {
        /* "(A[i])[j] = ...": a row in parentheses subscripted further
         * (function-like macros write "(f)[0]"), read by par_primary */
        row = 1;
        t = par_peek(p, parens);
        parens = 0;
    } else if (parens && par_peek(p, parens)->kind == PP_TOK_IDENT && !pp_tok_is(par_peek(p, parens + 1), "(")) {
        for (k = 0; k < parens; k++)
            par_next(p);
        t = par_tok(p);
    } else {
        parens = 0;
    }
    if (!row && t->kind == PP_TOK_IDENT && pp_tok_is(par_peek(p, 1), "("))
        return par_inline_wanted(p) ? par_inline_call(p) : par_call_stmt(p);
    if ((pp_tok_is(t, "++") || pp_tok_is(t, "--")) && par_peek(p, 1)->kind == PP_TOK_IDENT)
        return par_step_stmt(p, t);
    if (t->kind != PP_TOK_IDENT) {
        if (pp_tok_is(t, "++") || pp_tok_is(t, "--") || pp_tok_is(t, "*"))
            par_error_at(p, t, "unsupported statement starting with '%s': write 'x = ...', 'x += ...', ...",
                         par_spell(p, t));
        else
            par_expected(p, "a statement");
        return NULL;
    }
    {
        /* "x = ...": x itself, not a value it is known to hold */
        const pp_token *u = par_peek(p, 1);
        p->no_known = row                 ? 0
                      : pp_tok_is(u, "=") ? 1
                      : pp_tok_is(u, "+=") || pp_tok_is(u, "-=") || pp_tok_is(u, "*=") || pp_tok_is(u, "/=") ||
                                pp_tok_is(u, "++") || pp_tok_is(u, "--")
                          ? 2
                          : 0;
        if (parens) /* what follows the closing parentheses */
            for (k = parens, u = par_peek(p, 1); k > 0 && u->kind != PP_TOK_EOF; u++) {
                if (pp_tok_is(u, "(") || pp_tok_is(u, "["))
                    k++;
                else if (pp_tok_is(u, ")") || pp_tok_is(u, "]"))
                    k--;
                if (k == 0)
                    p->no_known = pp_tok_is(u + 1, "=") ? 1
                                  : pp_tok_is(u + 1, "+=") || pp_tok_is(u + 1, "-=") || pp_tok_is(u + 1, "*=") ||
                                            pp_tok_is(u + 1, "/=") || pp_tok_is(u + 1, "++") || pp_tok_is(u + 1, "--")
                                      ? 2
                                      : 0;
            }
        lhs = par_primary(p, 0);
        p->no_known = 0;
    }
    if (!lhs)
        return NULL;
    for (k = 0; k < parens; k++)
        if (!par_accept(p, ")")) {
            par_expected(p, "')'");
            return NULL;
        }
    if (parens && lhs->kind == PP_EXPR_ACCESS && (par_is(p, ".") || par_is(p, "->"))) {
        par_errorf(p, par_tok(p), "member access ('%s') through '%s', an array of structs, is not supported in a region",
                   par_is(p, ".") ? "." : "->", lhs->text);
        return NULL;
    }
    if (par_is(p, "=") || par_is(p, "+=") || par_is(p, "-=") || par_is(p, "*=") || par_is(p, "/=")) {
        op = par_is(p, "=") ? "=" : par_is(p, "+=") ? "+=" : par_is(p, "-=") ? "-=" : par_is(p, "*=") ? "*=" : "/=";
    } else if ((par_is(p, "++") || par_is(p, "--")) && pp_tok_is(par_peek(p, 1), ";")) {
        return par_step_finish(p, t, lhs, par_is(p, "++") ? "+=" : "-=", 1);
    } else if (par_is(p, "++") || par_is(p, "--") || par_is(p, "%=") || par_is(p, "<<=") || par_is(p, ">>=") ||
               par_is(p, "&=") || par_is(p, "|=") || par_is(p, "^=")) {
        par_error_at(p, par_tok(p), "unsupported statement: '%s' (use =, +=, -=, *= or /=)", par_spell(p, par_tok(p)));
        return NULL;
    } else {
        par_expected(p, "'=', '+=', '-=', '*=' or '/='");
        return NULL;
    }
    if (par_assign_target(p, t, lhs))
        return NULL;
    par_next(p);
    if (!strcmp(op, "=") && par_chained_lhs(p))
        return par_chain(p, t, lhs);
    /* "i = gp[0] - 3;": the element read where the region starts, so
     * that bounds and subscripts may use i's known value */
    p->entry_rhs = !strcmp(op, "=") && lhs->kind == PP_EXPR_ID &&
                   ((lhs->sym == PP_SYM_LOCAL && par_known_type(p->pr->r->locals[lhs->index].type)) ||
                    (lhs->sym == PP_SYM_SCALAR && !lhs->c_expr && p->pr->outer[lhs->index].decl &&
                     par_known_type(p->pr->outer[lhs->index].decl->type)));
    rhs = par_expr(p, 0);
    p->entry_rhs = 0;
    if (!rhs)
        return NULL;
    return par_assign_node(p, t, lhs, op, rhs, 1);
}

/* Parse the increment of a for loop over "iter"; store the step. */
static int par_for_step(parser *p, const char *iter, long long *step)
{
    pp_token *t = par_tok(p);
    int sign = 1, assign = 0;
    if (par_accept(p, "++") || par_accept(p, "--")) {
        *step = pp_tok_is(t, "++") ? 1 : -1;
        if (par_tok(p)->kind != PP_TOK_IDENT || strcmp(par_text(p, par_tok(p)), iter))
            return par_expected(p, "the loop iterator");
        par_next(p);
        return 0;
    }
    if (t->kind != PP_TOK_IDENT || strcmp(par_text(p, t), iter)) {
        par_error_at(p, t, "the loop increment must update the iterator '%s'", iter);
        return -1;
    }
    par_next(p);
    if (par_accept(p, "++") || par_accept(p, "--")) {
        *step = pp_tok_is(par_peek(p, -1), "++") ? 1 : -1;
        return 0;
    }
    if (par_is(p, "+=") || par_is(p, "-=")) {
        sign = par_is(p, "-=") ? -1 : 1;
        par_next(p);
    } else if (par_accept(p, "=")) {
        assign = 1;
        if (par_tok(p)->kind != PP_TOK_IDENT || strcmp(par_text(p, par_tok(p)), iter)) {
            par_error_at(p, par_tok(p), "the loop step of '%s' must be a nonzero integer constant", iter);
            return -1;
        }
        par_next(p);
        if (!par_is(p, "+") && !par_is(p, "-")) {
            par_error_at(p, par_tok(p), "the loop step of '%s' must be a nonzero integer constant", iter);
            return -1;
        }
        sign = par_is(p, "-") ? -1 : 1;
        par_next(p);
    } else {
        par_error_at(p, par_tok(p), "the loop step of '%s' must be a nonzero integer constant", iter);
        return -1;
    }
    {
        /* the step: an integer constant expression (numbers, enumeration
         * constants, + - * / % and parentheses, as macros spell them:
         * "i -= STEP" with "#define STEP (BASE + 1)"); with "i = i + e",
         * each further "+ e" or "- e" adds to it */
        const pp_token *at = par_tok(p);
        long long v = 0;
        pp_expr *e = assign ? par_operand(p, "+", 1) : par_expr(p, 1);
        if (!e)
            return -1;
        if (par_step_value(e, &v)) {
            par_error_at(p, at, "the loop step of '%s' must be a nonzero integer constant", iter);
            return -1;
        }
        *step = sign * v;
        while (assign && (par_is(p, "+") || par_is(p, "-"))) {
            long long w = 0;
            int s = par_is(p, "-") ? -1 : 1;
            par_next(p);
            at = par_tok(p);
            if (!(e = par_operand(p, "+", 1)))
                return -1;
            if (par_step_value(e, &w)) {
                par_error_at(p, at, "the loop step of '%s' must be a nonzero integer constant", iter);
                return -1;
            }
            *step += s * w;
            if (*step <= -PAR_STEP_MAX || *step >= PAR_STEP_MAX)
                break;
        }
        if (!*step || *step <= -PAR_STEP_MAX || *step >= PAR_STEP_MAX) {
            par_error_at(p, at, "the loop step of '%s' must be a nonzero integer constant", iter);
            return -1;
        }
    }
    return 0;
}

/* A new node of kind "kind" at token "t" with "nargs" operands (binary:
 * operator "op"; an integer: the constant "op"). */
pp_expr *par_made(parser *p, pp_expr_kind kind, const pp_token *t, int nargs, const char *op)
{
    pp_expr *e = par_new_expr(p, kind, t, nargs);
    if (e && kind == PP_EXPR_BINARY)
        e->op = op;
    if (e && kind == PP_EXPR_INT && !(e->text = pp_strdup(p->a, op)))
        e = NULL;
    if (e && kind == PP_EXPR_INT)
        e->value = strtoll(op, NULL, 10);
    if (!e)
        p->oom = 1;
    return e;
}

/* The condition "i-- OP e" or "--i OP e" (OP one of >, >=, !=; "i--"
 * alone is "i-- != 0") of loop "n" over "i" without an increment, as C
 * programs count unsigned iterators down to zero ("for (j = n; j-- >
 * 0;)", "for (j = n; j--;)"): the loop runs from
 * "init - 1" by -1 while "i + 1 OP e" ("--i": "i OP e"), which is what C
 * runs and leaves "i" where C leaves it ("i + 1" in the iterator's
 * type: 0 after the largest unsigned value; "(T)(i + 1)" for a type T
 * narrower than int).  Returns 1
 * with "*cond", the loop's initial value and step set, 0 when the
 * condition is not of this form, -1 after an error. */
static int par_for_down(parser *p, pp_node *n, pp_expr **cond)
{
    pp_token *t = par_tok(p), *name, *opt;
    int pre = pp_tok_is(t, "--"), bare;
    pp_ctype ct;
    pp_expr *it, *rhs, *lhs, *init, *diff;
    const char *op;
    name = pre ? par_peek(p, 1) : t;
    if (name->kind != PP_TOK_IDENT || strcmp(par_text(p, name), n->u.loop.iter) ||
        (!pre && !pp_tok_is(par_peek(p, 1), "--")))
        return 0;
    opt = par_peek(p, 2);
    bare = pp_tok_is(opt, ";"); /* "j--" alone: "j-- != 0" */
    op = pp_tok_is(opt, ">") ? ">" : pp_tok_is(opt, ">=") ? ">=" : pp_tok_is(opt, "!=") || bare ? "!=" : NULL;
    if (!op) {
        par_errorf(p, opt, "a loop condition that decrements '%s' must compare it with '>', '>=' or '!=' "
                             "('%s-- > e'), or be '%s--' alone", n->u.loop.iter, n->u.loop.iter, n->u.loop.iter);
        return -1;
    }
    ct = n->u.loop.type ? pp_ctype_from_words(n->u.loop.type) : PP_CT_NONE;
    par_next(p);
    par_next(p);
    if (!bare)
        par_next(p);
    rhs = bare ? par_made(p, PP_EXPR_INT, opt, 0, "0") : par_operand(p, op, 1);
    if (!rhs)
        return -1;
    if (!par_is(p, ";")) {
        par_errorf(p, par_tok(p), "the condition '%s%s%s %s ...' must be the whole condition of the loop over '%s'",
                     pre ? "--" : "", n->u.loop.iter, pre ? "" : "--", op, n->u.loop.iter);
        return -1;
    }
    if (!pp_tok_is(par_peek(p, 1), ")")) {
        par_error_at(p, par_peek(p, 1), "the loop over '%s' decrements it in its condition and must have no "
                                        "increment", n->u.loop.iter);
        return -1;
    }
    it = par_made(p, PP_EXPR_ID, name, 0, NULL);
    if (!it)
        return -1;
    it->text = n->u.loop.iter;
    it->sym = PP_SYM_ITER;
    it->index = par_find_iter(p->pr, n->u.loop.iter);
    lhs = it;
    if (!pre) {
        pp_expr *sum = par_made(p, PP_EXPR_BINARY, name, 2, "+"), *paren = par_made(p, PP_EXPR_PAREN, name, 1, NULL);
        if (!sum || !paren || !(sum->args[1] = par_made(p, PP_EXPR_INT, name, 0, "1")))
            return -1;
        sum->args[0] = it;
        paren->args[0] = sum;
        lhs = paren;
        if (ct != PP_CT_NONE && pp_ctype_is_int(ct) && pp_ctype_bits(ct) < pp_ctype_bits(PP_CT_INT)) {
            /* "i + 1" of a char or short is an int: "(T)(i + 1)" is the
             * value "i" held before the step */
            pp_expr *cast = par_made(p, PP_EXPR_CAST, name, 1, NULL);
            if (!cast)
                return -1;
            cast->text = (char *)n->u.loop.type;
            cast->args[0] = paren;
            lhs = cast;
        }
    }
    if (!(*cond = par_made(p, PP_EXPR_BINARY, opt, 2, op)))
        return -1;
    (*cond)->loc = lhs->loc;
    (*cond)->args[0] = lhs;
    (*cond)->args[1] = rhs;
    init = par_made(p, PP_EXPR_PAREN, t, 1, NULL);
    diff = par_made(p, PP_EXPR_BINARY, t, 2, "-");
    if (!init || !diff || !(diff->args[1] = par_made(p, PP_EXPR_INT, t, 0, "1")))
        return -1;
    init->args[0] = n->u.loop.init;
    init->loc = n->u.loop.init->loc;
    diff->args[0] = init;
    diff->loc = init->loc;
    n->u.loop.init = diff;
    n->u.loop.step = -1;
    return 1;
}

/* Return nonzero when "name" is reserved for the names bbmm-pp puts into
 * box expressions (tile bounds tlo<d>/thi<d>, synthetic parameters). */
int par_reserved(const char *name)
{
    return !strncmp(name, "tlo", 3) || !strncmp(name, "thi", 3) || !strncmp(name, "_pp_", 4) ||
           !strncmp(name, "bbmm_", 5);
}

/* Parse a for loop. */
static pp_node *par_for(parser *p)
{
    pp_token *t = par_tok(p), *it;
    pp_node *n = par_new_node(p, PP_NODE_FOR, t);
    par_region *pr = p->pr;
    int declared = 0, local = -1, down;
    if (!n)
        return NULL;
    par_next(p);
    if (par_expect(p, "("))
        return NULL;
    if (par_starts_decl(p, par_tok(p))) {
        par_specs s;
        memset(&s, 0, sizeof(s));
        par_specifiers(p, &s);
        n->u.loop.type = pp_strdup(p->a, pp_str_get(&s.type));
        pp_str_free(&s.type);
        if (!n->u.loop.type) {
            p->oom = 1;
            return NULL;
        }
        declared = 1;
    }
    it = par_tok(p);
    if (it->kind != PP_TOK_IDENT || !pp_tok_is(par_peek(p, 1), "=")) {
        par_error_at(p, it, "%s", "the loop must start with 'iterator = expression'");
        return NULL;
    }
    n->u.loop.iter = par_text(p, it);
    n->u.loop.declared = declared;
    n->u.loop.depth = pr->depth;
    if (!n->u.loop.iter)
        return NULL;
    if (!declared) {
        const pp_decl *dcl = par_lookup(p, n->u.loop.iter, strlen(n->u.loop.iter));
        if (dcl && !dcl->is_typedef && !dcl->is_func && !dcl->ndim)
            n->u.loop.type = pp_strdup(p->a, dcl->type);
    }
    if (!declared && (local = par_find_local(pr, n->u.loop.iter)) >= 0) {
        /* a scalar of the region as the iterator: "int m; ... for (m = 0; ...)"
         * (the loop declares it), or a variable declared outside that the
         * region also assigns ("i = 1;" between loops over i, as NPB's BT
         * does: the loop runs over the variable itself).  After the loop,
         * reads take the value the loop leaves when it is known
         * (par_known_exit), else are refused (par_name_expr). */
        pp_scalar *s = &pr->r->locals[local];
        if (!par_known_type(s->type)) {
            par_errorf(p, it, "loop iterator '%s' has type '%s': loops run over int, long or long long", n->u.loop.iter,
                       s->type);
            return NULL;
        }
        n->u.loop.type = pp_strdup(p->a, s->type);
        if (s->outer) {
            s->looped = 1;
        } else {
            declared = 1;
            n->u.loop.declared = 1;
        }
        par_known_write(p, local, NULL, s->type, NULL, it);
        {
            par_known *kn = par_known_find(pr, local, n->u.loop.iter);
            if (kn)
                kn->looping = 1; /* until par_known_exit records what it leaves */
        }
    }
    if (par_find_iter(pr, n->u.loop.iter) >= 0) {
        par_error_at(p, it, "loop iterator '%s' is already the iterator of an enclosing loop", n->u.loop.iter);
        return NULL;
    }
    if (par_reserved(n->u.loop.iter)) {
        par_error_at(p, it, "the name '%s' is reserved by bbmm-pp for tile bounds", n->u.loop.iter);
        return NULL;
    }
    if (pr->ndata) {
        par_error_at(p, t, "a loop under a condition on data is not supported: put the condition inside the loop "
                           "over '%s'",
                     n->u.loop.iter);
        return NULL;
    }
    par_next(p);
    par_next(p);
    n->u.loop.init = par_cond_expr(p, 1);
    if (n->u.loop.init && par_is(p, ",")) {
        par_errorf(p, par_tok(p), "the loop over '%s' starts a second variable beside it ('%s = ..., x = ...'): a "
                                  "loop in a region has one iterator; compute the other from '%s' in the body "
                                  "('x = n - 1 - %s')",
                   n->u.loop.iter, n->u.loop.iter, n->u.loop.iter, n->u.loop.iter);
        return NULL;
    }
    if (n->u.loop.init && !par_is(p, ";")) /* what par_expr says of the rest */
        n->u.loop.init = par_expr_rest(p, n->u.loop.init);
    if (!n->u.loop.init || par_expect(p, ";"))
        return NULL;
    if (pr->depth == PAR_MAX_DEPTH) {
        par_error_at(p, t, "%s", "loops nested too deeply");
        return NULL;
    }
    if (!declared && local < 0) {
        par_known_write(p, -1, n->u.loop.iter, NULL, NULL, it);
        if (!p->second &&
            pp_vec_push(p->a, &p->loopvars, &p->nloopvars, &p->cap_loopvars, sizeof(char *), &n->u.loop.iter))
            p->oom = 1;
    }
    par_ctl_open(p, 1);
    pr->loops[pr->depth++] = n;
    if (par_is(p, ";")) {
        par_error_at(p, par_tok(p), "loop over '%s' has no condition", n->u.loop.iter);
        return NULL;
    }
    down = par_for_down(p, n, &n->u.loop.cond);
    if (down < 0)
        return NULL;
    if (!down)
        n->u.loop.cond = par_expr(p, 1);
    if (!n->u.loop.cond || par_expect(p, ";"))
        return NULL;
    if (!down && par_is(p, ")")) {
        par_error_at(p, par_tok(p), "loop over '%s' has no increment", n->u.loop.iter);
        return NULL;
    }
    if (!down && par_for_step(p, n->u.loop.iter, &n->u.loop.step))
        return NULL;
    if (par_is(p, ",")) {
        par_errorf(p, par_tok(p), "the loop over '%s' updates a second variable in its increment: a loop in a "
                                  "region has one iterator; compute the other from '%s' in the body",
                   n->u.loop.iter, n->u.loop.iter);
        return NULL;
    }
    if (par_expect(p, ")"))
        return NULL;
    n->u.loop.body = par_stmt(p);
    pr->depth--;
    par_ctl_close(p);
    if (!n->u.loop.body)
        return NULL;
    if (local >= 0)
        par_loop_local(p, local);
    if (!declared || local >= 0)
        par_known_exit(p, n, it, local);
    par_known_lift(p, n, it, local);
    n->end = n->u.loop.body->end;
    return n;
}

/* Return nonzero when "e" reads data: array elements, region scalars,
 * outer scalars that are not integer parameters, floating-point values,
 * calls other than the bound helpers. */
int par_reads_data(const pp_expr *e)
{
    int i;
    if (!e)
        return 0;
    if (e->kind == PP_EXPR_ACCESS || e->kind == PP_EXPR_FLOAT ||
        (e->kind == PP_EXPR_ID && e->sym == PP_SYM_LOCAL) ||
        (e->kind == PP_EXPR_CALL && (e->index >= 0 || pp_func_builtin(e->text))))
        return 1;
    for (i = 0; i < e->nargs; i++)
        if (par_reads_data(e->args[i]))
            return 1;
    return 0;
}

/* Mark the outer names of the parts of condition "e" that read no data
 * (comparisons joined by &&, ||, !) as used in an affine context: they
 * become parameters. */
static void par_mark_affine(parser *p, const pp_expr *e)
{
    int i;
    if (e->kind == PP_EXPR_PAREN || (e->kind == PP_EXPR_UNARY && !strcmp(e->op, "!")) ||
        (e->kind == PP_EXPR_BINARY && (!strcmp(e->op, "&&") || !strcmp(e->op, "||")))) {
        for (i = 0; i < e->nargs; i++)
            par_mark_affine(p, e->args[i]);
        return;
    }
    if (!par_reads_data(e))
        par_mark_names(p, e);
}

/* Mark every outer name in "e" as used in an affine context. */
void par_mark_names(parser *p, const pp_expr *e)
{
    int i;
    if (e->kind == PP_EXPR_ID && e->sym == PP_SYM_SCALAR && e->index >= 0 && e->index < p->pr->nouter &&
        !p->pr->outer[e->index].affine) {
        p->pr->outer[e->index].affine = 1;
        p->pr->outer[e->index].affine_loc = e->loc;
    }
    for (i = 0; i < e->nargs; i++)
        par_mark_names(p, e->args[i]);
}

/* Return a copy of "e" (its nodes anew, references unassigned; names of
 * scalars from outside the region recorded as their originals are, for
 * par_finish_names). */
pp_expr *par_copy_expr(parser *p, const pp_expr *e)
{
    pp_expr *c = pp_alloc(p->a, sizeof(*c));
    int i;
    if (!c) {
        p->oom = 1;
        return NULL;
    }
    *c = *e;
    c->access = -1;
    for (i = 0; e->kind == PP_EXPR_ID && i < p->pr->nrefs; i++)
        if (p->pr->refs[i] == e) {
            if (pp_vec_push(p->a, &p->pr->refs, &p->pr->nrefs, &p->pr->cap_refs, sizeof(c), &c)) {
                p->oom = 1;
                return NULL;
            }
            break;
        }
    if (e->nargs && !(c->args = pp_alloc(p->a, sizeof(pp_expr *) * (size_t)e->nargs))) {
        p->oom = 1;
        return NULL;
    }
    for (i = 0; i < e->nargs; i++)
        if (!(c->args[i] = par_copy_expr(p, e->args[i])))
            return NULL;
    return c;
}

/* Split condition "e" at its top-level && (through parentheses) into the
 * conjuncts that read no data, joined into "*affine" (NULL: none), and
 * the others, into "*data" (NULL: none), each in its order. */
static int par_split_cond(parser *p, pp_expr *e, pp_expr **affine, pp_expr **data)
{
    pp_expr **to, *and;
    while (e->kind == PP_EXPR_PAREN)
        e = e->args[0];
    if (e->kind == PP_EXPR_BINARY && !strcmp(e->op, "&&"))
        return par_split_cond(p, e->args[0], affine, data) || par_split_cond(p, e->args[1], affine, data);
    to = par_reads_data(e) ? data : affine;
    if (!*to) {
        *to = e;
        return 0;
    }
    if (!(and = par_new_expr(p, PP_EXPR_BINARY, &(pp_token){.loc = (*to)->loc}, 2)))
        return -1;
    and->op = "&&";
    and->args[0] = *to;
    and->args[1] = e;
    *to = and;
    return 0;
}

/* If-conversion.  "n" is `if (c) A[x] = e;` whose condition reads data
 * (statement k reads it, the assignment is statement k + 1, the last
 * ones).  With c = a && d, a the conjuncts that read no data and d the
 * others: return `if (a) A[x] = d ? (T)(e) : A[x];` (T: A's element type;
 * without a, the assignment alone), statement k, which C defines alike:
 * the element keeps its value where d is false, both arms are of type T,
 * and d, which only reads, now runs only where a holds.  The region then
 * has no statement under a condition on data, so isl's scheduler may
 * reorder it: floyd-warshall as written (`if (p[i][k] + p[k][j] <
 * p[i][j]) p[i][j] = p[i][k] + p[k][j];`) splits and runs in parallel as
 * its ternary form does, and kernels store only where d holds (codegen).
 * Else return "n". */
static pp_node *par_if_convert(parser *p, pp_node *n)
{
    pp_region *r = p->pr->r;
    pp_node *t = n->u.cond.then_node;
    int k = n->u.cond.stmt, first;
    pp_expr *sel, *cast, *paren, *keep, *affine = NULL, *data = NULL;
    if (k < 0 || n->u.cond.else_node || p->oom)
        return n;
    if (t && t->kind == PP_NODE_BLOCK && t->u.block.n == 1)
        t = t->u.block.v[0];
    if (!t || t->kind != PP_NODE_ASSIGN || strcmp(t->u.assign.op, "=") || t->u.assign.stmt != k + 1 ||
        r->nstmts != k + 2 || t->u.assign.lhs->kind != PP_EXPR_ACCESS || r->stmts[k].naccesses < 1)
        return n;
    first = r->stmts[k].accesses[0];
    if (r->stmts[k + 1].naccesses < 1 || r->stmts[k + 1].accesses[0] != first + r->stmts[k].naccesses)
        return n;
    if (par_split_cond(p, n->u.cond.cond, &affine, &data) || !data)
        return NULL;
    sel = par_new_expr(p, PP_EXPR_COND, &(pp_token){.loc = data->loc}, 3);
    cast = par_new_expr(p, PP_EXPR_CAST, &(pp_token){.loc = t->u.assign.rhs->loc}, 1);
    paren = par_new_expr(p, PP_EXPR_PAREN, &(pp_token){.loc = t->u.assign.rhs->loc}, 1);
    keep = par_copy_expr(p, t->u.assign.lhs);
    if (!sel || !cast || !paren || !keep)
        return NULL;
    cast->text = r->arrays[t->u.assign.lhs->index].elem_type;
    cast->args[0] = paren;
    paren->args[0] = t->u.assign.rhs;
    sel->args[0] = data;
    sel->args[1] = cast;
    sel->args[2] = keep;
    t->u.assign.rhs = sel;
    t->u.assign.stmt = k;
    t->u.assign.guarded = 1;
    r->stmts[k].node = t;
    r->nstmts = k + 1;
    r->naccesses = first;
    if (par_stmt_accesses(p, k, t->u.assign.lhs, "=", sel))
        return NULL;
    if (!affine) {
        t->loc = n->loc;
        return t;
    }
    n->u.cond.cond = affine;
    n->u.cond.stmt = -1;
    n->u.cond.then_node = t;
    return n;
}

/* Parse an if statement. */
static pp_node *par_if(parser *p)
{
    pp_token *t = par_tok(p);
    pp_node *n = par_new_node(p, PP_NODE_IF, t);
    if (!n)
        return NULL;
    par_next(p);
    if (par_expect(p, "("))
        return NULL;
    n->u.cond.stmt = -1;
    p->subst_known = 1;
    n->u.cond.cond = par_expr(p, 0);
    p->subst_known = 0;
    if (!n->u.cond.cond || par_expect(p, ")"))
        return NULL;
    par_mark_affine(p, n->u.cond.cond);
    if (par_reads_data(n->u.cond.cond)) {
        int k = par_add_stmt(p, n);
        if (k < 0 || par_stmt_accesses(p, k, NULL, NULL, n->u.cond.cond))
            return NULL;
        n->u.cond.stmt = k;
        p->pr->ndata++;
    }
    par_ctl_open(p, 0);
    n->u.cond.then_node = par_stmt(p);
    par_ctl_close(p);
    if (n->u.cond.then_node) {
        n->end = n->u.cond.then_node->end;
        if (par_accept(p, "else")) {
            par_ctl_open(p, 0);
            n->u.cond.else_node = par_stmt(p);
            par_ctl_close(p);
            if (n->u.cond.else_node)
                n->end = n->u.cond.else_node->end;
            else
                n->u.cond.then_node = NULL;
        }
    }
    if (n->u.cond.stmt >= 0)
        p->pr->ndata--;
    return n->u.cond.then_node ? par_if_convert(p, n) : NULL;
}

/* Parse statements into a block node until "}" (or, with "scop", until
 * #pragma endscop); the closing token is not consumed. */
pp_node *par_block_items(parser *p, const pp_token *start, int scop)
{
    pp_node *n = par_new_node(p, PP_NODE_BLOCK, start);
    int cap = 0, nlv = p->pr->nlvars;
    if (!n)
        return NULL;
    for (;;) {
        pp_token *t = par_tok(p);
        pp_node *c;
        int decl;
        if (t->kind == PP_TOK_EOF) {
            par_error_at(p, start, "%s", scop ? "'#pragma scop' without '#pragma endscop'" : "unterminated block");
            return NULL;
        }
        if (pp_tok_is(t, "}")) {
            if (!scop)
                break;
            par_error_at(p, start, "%s", "'#pragma scop' without '#pragma endscop'");
            return NULL;
        }
        if (t->kind == PP_TOK_PRAGMA) {
            if (scop && !strncmp(t->text, "endscop", 7))
                break;
            if (p->pr && p->pr->r->grown && pp_grow_plain(t)) { /* a region it is grown over (grow.c) */
                par_next(p);
                continue;
            }
            if (!strncmp(t->text, "bbmm", 4) || !strncmp(t->text, "scop", 4)) {
                par_error_at(p, t, "%s", "nested region pragma inside a region");
                return NULL;
            }
            pp_warning(p->d, t->loc, "pragma inside a region ignored");
            par_next(p);
            continue;
        }
        decl = par_starts_decl(p, t);
        c = decl ? par_local_decl(p) : par_stmt(p);
        if (!c)
            return NULL;
        if (c->kind == PP_NODE_BLOCK && c->u.block.n == 0)
            continue;
        if (decl && c->kind == PP_NODE_BLOCK) {
            int i;
            for (i = 0; i < c->u.block.n; i++)
                if (pp_vec_push(p->a, &n->u.block.v, &n->u.block.n, &cap, sizeof(c), &c->u.block.v[i]))
                    p->oom = 1;
        } else if (pp_vec_push(p->a, &n->u.block.v, &n->u.block.n, &cap, sizeof(c), &c)) {
            p->oom = 1;
        }
        if (p->oom)
            return NULL;
        n->end = c->end;
    }
    p->pr->nlvars = nlv;
    n->end = par_tok(p)->loc;
    return n;
}

/* Parse one region statement at the current nesting level (par_stmt()
 * enters it). */
/* A comma expression as a whole statement: "a = x, b = y;" or the
 * parenthesized form macros produce, "(a = x, b = y);".  C runs its
 * operands in order, so it is that many statements: each operand is
 * parsed as one, its comma (and the closing parenthesis) read as its
 * semicolon.  NULL with nothing reported ("*is" 0) when the statement is
 * not of this form. */
static pp_node *par_comma_stmt(parser *p, int *is)
{
    static const char semi[] = ";";
    int start = p->pos, paren = pp_tok_is(par_tok(p), "("), depth = 0, i, end = -1, n = 0, k;
    int *at;
    const char **text;
    int *len;
    pp_node *blk = NULL;
    *is = 0;
    for (i = start; i < p->t->n && p->t->v[i].kind != PP_TOK_EOF; i++) {
        const pp_token *u = &p->t->v[i];
        if (pp_tok_is(u, "(") || pp_tok_is(u, "[") || pp_tok_is(u, "{"))
            depth++;
        else if (pp_tok_is(u, ")") || pp_tok_is(u, "]") || pp_tok_is(u, "}")) {
            if (--depth < 0)
                return NULL;
            if (paren && depth == 0 && !pp_tok_is(&p->t->v[i + 1], ";"))
                return NULL; /* "(...) more": not one parenthesized expression */
        } else if (depth == 0 && pp_tok_is(u, ";")) {
            end = i;
            break;
        } else if (pp_tok_is(u, ",") && depth == paren)
            n++;
    }
    if (end < 0 || !n)
        return NULL;
    *is = 1;
    at = pp_alloc(p->a, sizeof(int) * (size_t)(n + 1));
    text = pp_alloc(p->a, sizeof(char *) * (size_t)(n + 1));
    len = pp_alloc(p->a, sizeof(int) * (size_t)(n + 1));
    blk = par_new_node(p, PP_NODE_BLOCK, par_tok(p));
    if (!at || !text || !len || !blk || !(blk->u.block.v = pp_alloc(p->a, sizeof(pp_node *) * (size_t)(n + 1)))) {
        p->oom = 1;
        return NULL;
    }
    for (i = start, depth = 0, k = 0; i < end; i++) { /* the commas (and ")") that end an operand */
        pp_token *u = &p->t->v[i];
        depth += pp_tok_is(u, "(") || pp_tok_is(u, "[") || pp_tok_is(u, "{");
        depth -= pp_tok_is(u, ")") || pp_tok_is(u, "]") || pp_tok_is(u, "}");
        if ((pp_tok_is(u, ",") && depth == paren) || (paren && i == end - 1)) {
            at[k] = i;
            text[k] = u->text;
            len[k++] = u->len;
        }
    }
    for (i = 0; i < k; i++) {
        p->t->v[at[i]].text = semi;
        p->t->v[at[i]].len = 1;
    }
    if (paren)
        par_next(p);
    for (i = 0; i <= n; i++) {
        pp_node *s = par_assign(p);
        if (!s) {
            blk = NULL;
            break;
        }
        blk->u.block.v[blk->u.block.n++] = s;
    }
    for (i = 0; i < k; i++) { /* the tokens as they were, for the next pass and for messages */
        p->t->v[at[i]].text = text[i];
        p->t->v[at[i]].len = len[i];
    }
    if (blk && paren && par_expect(p, ";"))
        return NULL;
    if (blk)
        blk->end = p->t->v[end].loc;
    return blk;
}

/* "do statement while (0);": the idiom of statement-like macros
 * ('#define SET(a, i, x) do { a[i] = x; } while (0)'), which runs its body
 * once: the body.  Any other condition is a loop the region cannot hold. */
static pp_node *par_do_zero(parser *p)
{
    pp_token *t = par_tok(p), *c;
    pp_node *body;
    int parens = 0, zero, k;
    par_next(p);
    if (!(body = par_stmt(p)))
        return NULL;
    if (!pp_tok_is(par_tok(p), "while")) {
        par_error_at(p, par_tok(p), "%s", "expected 'while' after the body of 'do'");
        return NULL;
    }
    par_next(p);
    if (par_expect(p, "("))
        return NULL;
    while (pp_tok_is(par_tok(p), "(")) {
        parens++;
        par_next(p);
    }
    c = par_tok(p);
    zero = c->kind == PP_TOK_NUMBER && c->len >= 1 && c->text[0] == '0';
    for (k = 1; zero && k < (int)c->len; k++) /* 0, 0u, 0L, 0UL... */
        zero = strchr("uUlL", c->text[k]) != NULL;
    if (!zero) {
        par_error_at(p, t, "%s",
                     "unsupported statement 'do' in a region: only 'do { ... } while (0)', which runs its body "
                     "once, is taken (write the loop as a 'for' loop)");
        return NULL;
    }
    par_next(p);
    while (parens-- > 0)
        if (par_expect(p, ")"))
            return NULL;
    if (par_expect(p, ")") || par_expect(p, ";"))
        return NULL;
    return body;
}

static pp_node *par_statement(parser *p)
{
    pp_token *t = par_tok(p);
    if (pp_tok_is(t, "for"))
        return par_for(p);
    if (pp_tok_is(t, "if"))
        return par_if(p);
    if (pp_tok_is(t, "{")) {
        pp_node *n;
        par_next(p);
        n = par_block_items(p, t, 0);
        if (!n || par_expect(p, "}"))
            return NULL;
        return n;
    }
    if (pp_tok_is(t, ";")) {
        pp_node *n = par_new_node(p, PP_NODE_BLOCK, t);
        par_next(p);
        return n;
    }
    if (pp_tok_is(t, "do"))
        return par_do_zero(p);
    if (pp_tok_is(t, "while") || pp_tok_is(t, "switch") || pp_tok_is(t, "break") ||
        pp_tok_is(t, "continue") || pp_tok_is(t, "return") || pp_tok_is(t, "goto") || pp_tok_is(t, "case") ||
        pp_tok_is(t, "default") || pp_tok_is(t, "else")) {
        par_error_at(p, t, "unsupported statement '%s' in a region", par_spell(p, t));
        return NULL;
    }
    if (t->kind == PP_TOK_PRAGMA && p->pr && p->pr->r->grown && pp_grow_plain(t)) {
        par_next(p);
        return par_statement(p);
    }
    if (t->kind == PP_TOK_PRAGMA) {
        par_error_at(p, t, "%s", "unexpected pragma inside a region");
        return NULL;
    }
    if (par_starts_decl(p, t)) {
        par_error_at(p, t, "%s", "a declaration must be inside a block '{ ... }'");
        return NULL;
    }
    if (t->kind == PP_TOK_IDENT && pp_tok_is(par_peek(p, 1), ":")) {
        par_error_at(p, t, "%s", "unsupported statement: labels are not allowed in a region");
        return NULL;
    }
    {
        int comma;
        pp_node *n = par_comma_stmt(p, &comma);
        if (comma)
            return n;
    }
    return par_assign(p);
}

/* Parse one region statement, one level deeper, counting its expression
 * nodes afresh. */
pp_node *par_stmt(parser *p)
{
    pp_node *n;
    if (par_enter(p, par_tok(p), 1))
        return NULL;
    p->nodes = 0;
    n = par_statement(p);
    p->nest--;
    return n;
}
