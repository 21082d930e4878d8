/* pragma-tool/parser.c - finding and parsing the regions.
 *
 * One pass over the preprocessed tokens.  Outside regions the parser only
 * skims: it tracks braces and records declarations (file scope, function
 * parameters, blocks) so that a region can find the element type and
 * extents of its arrays and the types of its scalars.  At "#pragma bbmm"
 * it parses the clauses and the next statement; at "#pragma scop" the
 * statements up to "#pragma endscop".  Region statements become the AST of
 * model.h with every name resolved (iterator, local, parameter, scalar,
 * array) and the statements and references of the model listed; isl comes
 * later (build.c).  A call of a function defined earlier in the file is
 * resolved through func.c, which checks that function (and those it
 * calls) from the definitions the skimming recorded.
 *
 * This file holds the regions, the data directives and the pass over the
 * file (pp_parse()); the rest of the parser lies in the parse_*.c files
 * that parser.h lists.
 */
#include <ctype.h>
#include <string.h>

#include "parser.h"

/* ---- regions ------------------------------------------------------------------- */

/* Return the first node of "n" (a region's statement, in source order)
 * for which "match" holds with "name", or NULL. */
static const pp_node *par_find_node(const pp_node *n, int (*match)(const pp_node *, const char *), const char *name)
{
    const pp_node *f = NULL;
    int i;
    if (!n)
        return NULL;
    if (match(n, name))
        return n;
    switch (n->kind) {
    case PP_NODE_FOR:
        return par_find_node(n->u.loop.body, match, name);
    case PP_NODE_IF:
        f = par_find_node(n->u.cond.then_node, match, name);
        return f ? f : par_find_node(n->u.cond.else_node, match, name);
    case PP_NODE_BLOCK:
        for (i = 0; i < n->u.block.n && !f; i++)
            f = par_find_node(n->u.block.v[i], match, name);
        return f;
    default:
        return NULL;
    }
}

/* Nonzero when "n" is a loop over "name" declared outside the region. */
static int par_is_loop_over(const pp_node *n, const char *name)
{
    return n->kind == PP_NODE_FOR && !n->u.loop.declared && !strcmp(n->u.loop.iter, name);
}

/* Nonzero when "n" assigns an element of array "name". */
static int par_writes_array(const pp_node *n, const char *name)
{
    return n->kind == PP_NODE_ASSIGN && n->u.assign.lhs->kind == PP_EXPR_ACCESS &&
           !strcmp(n->u.assign.lhs->text, name);
}

/* Refuse outer name "o" when a loop of the region "root" iterates over it:
 * read outside that loop, it would hold the value a loop leaves in it
 * (or its value before the region, depending on the order of the
 * statements), which kernels do not see. */
static void par_iter_read(parser *p, const pp_node *root, const par_outer *o)
{
    const pp_node *l = o->decl ? par_find_node(root, par_is_loop_over, o->name) : NULL;
    if (!l)
        return;
    pp_error(p->d, o->loc,
             "'%s' is read in the region outside its loop over '%s' (%d:%d): the value a loop leaves in its "
             "iterator is not passed to the region's statements; read it after the region, or keep it in "
             "another variable",
             o->name, o->name, l->loc.line, l->loc.col);
    p->pr->failed = 1;
}

/* Refuse the element "o" read where the region starts (par_entry_value)
 * when the region "root" writes its array. */
static void par_entry_written(parser *p, const pp_node *root, const par_outer *o)
{
    const pp_node *w = par_find_node(root, par_writes_array, o->elem_of);
    if (!w)
        return;
    pp_error(p->d, o->affine_loc,
             "'%s' is used in a loop bound, subscript or condition, which bbmm-pp reads once where the region "
             "starts, but the region writes '%s' (%d:%d): copy the value into a variable before the region",
             o->c_expr, o->elem_of, w->u.assign.lhs->loc.line, w->u.assign.lhs->loc.col);
    p->pr->failed = 1;
}

/* Turn the outer names of the region into parameters and scalars. */
static int par_finish_names(parser *p)
{
    par_region *pr = p->pr;
    pp_region *r = pr->r;
    int *map = pp_alloc(p->a, sizeof(int) * (size_t)(pr->nouter + 1)), i, cap_p = 0, cap_s = 0;
    if (!map) {
        p->oom = 1;
        return -1;
    }
    for (i = 0; i < pr->nouter; i++) {
        par_outer *o = &pr->outer[i];
        par_iter_read(p, r->root, o);
        if (o->elem_of)
            par_entry_written(p, r->root, o);
        if (o->affine) {
            pp_param x;
            memset(&x, 0, sizeof(x));
            x.name = pp_strdup(p->a, o->name);
            x.c_expr = pp_strdup(p->a, o->c_expr ? o->c_expr : o->name);
            x.synthetic = o->c_expr != NULL;
            x.element = o->elem_of != NULL;
            x.c_type = pp_strdup(p->a, o->decl ? o->decl->type : "long");
            x.loc = o->loc;
            if (o->decl && !o->decl->is_int) {
                pp_error(p->d, o->loc, "'%s' has type '%s': bounds, subscripts and conditions need integer values",
                         o->c_expr ? o->c_expr : o->name, o->decl->type);
                pr->failed = 1;
            }
            if (par_find_written(p, o->name)) {
                pp_error(p->d, o->affine_loc,
                         "'%s' is assigned in the region, so loop bounds, subscripts and conditions cannot use it "
                         "(they are fixed for the whole region)",
                         o->name);
                pr->failed = 1;
            }
            if (par_reserved(o->name)) {
                pp_error(p->d, o->loc, "the name '%s' is reserved by bbmm-pp for tile bounds", o->name);
                pr->failed = 1;
            }
            if (pp_vec_push(p->a, &r->params, &r->nparams, &cap_p, sizeof(x), &x))
                p->oom = 1;
            map[i] = r->nparams - 1;
        } else if (o->decl) {
            pp_scalar x;
            memset(&x, 0, sizeof(x));
            x.name = pp_strdup(p->a, o->name);
            x.c_expr = o->c_expr ? pp_strdup(p->a, o->c_expr) : NULL;
            x.type = pp_strdup(p->a, o->decl->type);
            x.loc = o->loc;
            if (pp_vec_push(p->a, &r->scalars, &r->nscalars, &cap_s, sizeof(x), &x))
                p->oom = 1;
            map[i] = r->nscalars - 1;
        } else {
            map[i] = -1;
        }
    }
    for (i = 0; i < pr->nrefs; i++) {
        pp_expr *e = pr->refs[i];
        par_outer *o = &pr->outer[e->index];
        if (o->affine)
            e->sym = PP_SYM_PARAM;
        else if (!o->decl)
            e->sym = PP_SYM_OTHER;
        e->index = map[e->index];
    }
    return p->oom ? -1 : 0;
}

/* Return the byte offset of the start of the line holding "offset". */
static long par_line_start(parser *p, long offset)
{
    while (offset > 0 && p->raw[offset - 1] != '\n')
        offset--;
    return offset;
}

/* Set the default name of region "r" from the input file and its line. */
static void par_default_name(parser *p, pp_region *r)
{
    const char *f = p->m->input, *s = strrchr(f, '/');
    pp_str b = {0};
    size_t i;
    s = s ? s + 1 : f;
    for (i = 0; s[i] && s[i] != '.'; i++)
        pp_str_addn(&b, isalnum((unsigned char)s[i]) ? s + i : "_", 1);
    pp_str_addf(&b, "_%d", r->pragma.line);
    r->name = b.oom ? NULL : pp_str_to_arena(&b, p->a);
    pp_str_free(&b);
}

/* Parse the region that starts at pragma token "pt" ("bbmm" or "scop"). */
/* Return nonzero when the user's code may read the outer scalar "name"
 * (declared at "decl") after the region (tokens "from" .. "to" - 1):
 * unless it is a variable of the function holding the region
 * (par_function_value) whose name appears nowhere else in that function
 * but in its declaration. */
static int par_static_private(parser *p, const char *name, const pp_decl *decl);

/* Nonzero when "name" (declared at "decl") is a variable whose value after
 * a region only the rest of the function holding it may read: a
 * non-static variable of that function, or a file-scope static whose
 * value never passes from one function to another (par_static_private). */
static int par_function_value(parser *p, const char *name, const pp_decl *decl)
{
    if (!decl || !p->nscopes || !p->fs.region_fn || !p->fs.ndefs || decl - p->decls >= p->ndecls)
        return 0;
    if (decl - p->decls < p->scopes[0])
        return par_static_private(p, name, decl);
    return !decl->is_static;
}

static int par_name_live_after(parser *p, const char *name, const pp_decl *decl, int from, int to)
{
    int body, i, depth = 0;
    size_t len = strlen(name);
    if (!par_function_value(p, name, decl))
        return 1;
    body = p->fs.defs[p->fs.ndefs - 1].body;
    for (i = body; i < p->t->n; i++) {
        const pp_token *u = &p->t->v[i];
        if (u->kind == PP_TOK_EOF)
            return 1;
        depth += pp_tok_is(u, "{") - pp_tok_is(u, "}");
        if (depth == 0)
            break;
        if (i >= from && i < to)
            continue;
        if (u->kind == PP_TOK_IDENT && (size_t)u->len == len && !memcmp(u->text, name, len) &&
            !(u->loc.line == decl->loc.line && u->loc.col == decl->loc.col && u->loc.file == decl->loc.file))
            return 1;
    }
    return 0;
}

/* The last token of the statement that starts at token "i" (-1: not
 * understood), "depth" statements deep: a block, a for, while or switch with its body, an if with
 * its else, a do ... while, or up to the ";" that ends it. */
static int par_stmt_end_at(const pp_tokens *t, int i, int depth)
{
    int d = 0;
    if (i >= t->n || t->v[i].kind == PP_TOK_EOF || depth > PAR_MAX_NEST)
        return -1;
    if (pp_tok_is(&t->v[i], "for") || pp_tok_is(&t->v[i], "while") || pp_tok_is(&t->v[i], "switch") ||
        pp_tok_is(&t->v[i], "if")) {
        int j = i + 1, e;
        if (!pp_tok_is(&t->v[j], "("))
            return -1;
        for (; j < t->n && t->v[j].kind != PP_TOK_EOF; j++) {
            d += pp_tok_is(&t->v[j], "(") - pp_tok_is(&t->v[j], ")");
            if (d == 0)
                break;
        }
        if (d || (e = par_stmt_end_at(t, j + 1, depth + 1)) < 0)
            return -1;
        if (pp_tok_is(&t->v[i], "if") && e + 1 < t->n && pp_tok_is(&t->v[e + 1], "else"))
            return par_stmt_end_at(t, e + 2, depth + 1);
        return e;
    }
    if (pp_tok_is(&t->v[i], "do")) {
        int e = par_stmt_end_at(t, i + 1, depth + 1);
        return e < 0 || e + 1 >= t->n || !pp_tok_is(&t->v[e + 1], "while") ? -1
                                                                         : par_stmt_end_at(t, e + 2, depth + 1);
    }
    for (; i < t->n && t->v[i].kind != PP_TOK_EOF; i++) {
        d += pp_tok_is(&t->v[i], "(") + pp_tok_is(&t->v[i], "[") + pp_tok_is(&t->v[i], "{") -
             pp_tok_is(&t->v[i], ")") - pp_tok_is(&t->v[i], "]") - pp_tok_is(&t->v[i], "}");
        if (d < 0)
            return -1;
        if (d == 0 && (pp_tok_is(&t->v[i], ";") || pp_tok_is(&t->v[i], "}")))
            return i;
    }
    return -1;
}

/* The bracket that closes the one at token "open" (-1: none). */
static int par_block_close(const pp_tokens *t, int open)
{
    int d = 0, i;
    for (i = open; i < t->n && t->v[i].kind != PP_TOK_EOF; i++) {
        d += pp_tok_is(&t->v[i], "(") + pp_tok_is(&t->v[i], "[") + pp_tok_is(&t->v[i], "{") -
             pp_tok_is(&t->v[i], ")") - pp_tok_is(&t->v[i], "]") - pp_tok_is(&t->v[i], "}");
        if (d == 0)
            return i;
    }
    return -1;
}

/* The same, statements nested at most PAR_MAX_NEST deep (-1 beyond: the
 * parser refuses them anyway, and this must not exhaust the stack). */
static int par_stmt_end(const pp_tokens *t, int i)
{
    return par_stmt_end_at(t, i, 0);
}

/* The "}" that closes the block holding token "i" (-1: none). */
static int par_block_end(const pp_tokens *t, int i)
{
    int d = 0;
    for (; i < t->n && t->v[i].kind != PP_TOK_EOF; i++) {
        if (pp_tok_is(&t->v[i], "{"))
            d++;
        else if (pp_tok_is(&t->v[i], "}") && d-- == 0)
            return i;
    }
    return -1;
}

/* Return nonzero unless every mention of array "name" in the current
 * region's tokens reads an element: its subscripts follow, then an
 * operator or closer that is not an assignment, it is no argument of a
 * call and no "&", "++" or "--" comes before it.  Inlined helpers write arrays
 * through the arguments of their calls, so those count as writes. */
int par_region_may_write(parser *p, const char *name)
{
    static const char *const reads[] = {"+", "-", "*", "/", "%", "<", "<=", ">", ">=", "==", "!=", "&&", "||",
                                        "?", ":", ")", "]", ";", "<<", ">>", "^", "|", NULL};
    const par_region *pr = p->pr;
    const pp_tokens *t = pr ? pr->tok : NULL;
    size_t len = strlen(name);
    int i, k, r;
    if (!t || pr->tok_to < 0)
        return 1;
    for (i = pr->tok_from; i <= pr->tok_to; i++) {
        const pp_token *u = &t->v[i], *before = &t->v[i - 1];
        if (u->kind != PP_TOK_IDENT || (size_t)u->len != len || memcmp(u->text, name, len))
            continue;
        if (pp_tok_is(before, "&") || pp_tok_is(before, "++") || pp_tok_is(before, "--") ||
            !pp_tok_is(&t->v[i + 1], "["))
            return 1;
        if (pp_tok_is(before, "(") || pp_tok_is(before, ",")) {
            /* an argument of a call? */
            int j = i - 1, d = 0;
            for (; j > pr->tok_from; j--) {
                d += pp_tok_is(&t->v[j], ")") + pp_tok_is(&t->v[j], "]") - pp_tok_is(&t->v[j], "(") -
                     pp_tok_is(&t->v[j], "[");
                if (d < 0)
                    break;
            }
            if (j > pr->tok_from && pp_tok_is(&t->v[j], "(") && t->v[j - 1].kind == PP_TOK_IDENT &&
                !pp_tok_is(&t->v[j - 1], "if") && !pp_tok_is(&t->v[j - 1], "while") &&
                !pp_tok_is(&t->v[j - 1], "for") && !pp_tok_is(&t->v[j - 1], "switch") &&
                !pp_tok_is(&t->v[j - 1], "return") && !pp_tok_is(&t->v[j - 1], "sizeof"))
                return 1;
        }
        for (k = i + 1; k <= pr->tok_to && pp_tok_is(&t->v[k], "["); k = par_block_close(t, k) + 1)
            if (par_block_close(t, k) < 0)
                return 1;
        if (k > pr->tok_to)
            return 1;
        for (r = 0; reads[r] && !pp_tok_is(&t->v[k], reads[r]); r++)
            ;
        if (!reads[r])
            return 1;
    }
    return 0;
}

/* Scan tokens "i" .. "stop" - 1 ("stop" -1: to the end of the function,
 * whose body's braces are "top" deep at "i") for the mentions of the
 * scalar named "name" ("len" bytes): each must lie where an assignment
 * certainly ran (up to token "*until") or be one: "w = E" starting a
 * statement of a block (it holds for the rest of that block), or
 * "for (w = E; ...)" (for that loop and, when the for starts a statement
 * of a block, for the rest of the block), E not naming it.  A goto, a
 * case or a label makes it unknown.  1: the function's end reached, 0:
 * "stop" reached, -1: a mention that may read it, or unknown. */
static int par_scan_assigned(parser *p, const char *name, size_t len, int i, int stop, int top, int *until)
{
    int paren = 0;
    for (; i < p->t->n && p->t->v[i].kind != PP_TOK_EOF && i != stop; i++) {
        const pp_token *u = &p->t->v[i], *before = &p->t->v[i - 1];
        if (pp_tok_is(u, "goto") || pp_tok_is(u, "case") || pp_tok_is(u, "default") ||
            (u->kind == PP_TOK_IDENT && pp_tok_is(&p->t->v[i + 1], ":") &&
             (pp_tok_is(before, ";") || pp_tok_is(before, "{") || pp_tok_is(before, "}"))))
            return -1;
        paren += pp_tok_is(u, "(") - pp_tok_is(u, ")");
        top += pp_tok_is(u, "{") - pp_tok_is(u, "}");
        if (top <= 0) /* the function's end */
            return 1;
        if (u->kind != PP_TOK_IDENT || (size_t)u->len != len || memcmp(u->text, name, len) || i <= *until)
            continue;
        /* a mention where no assignment certainly ran: it must be one */
        {
            int stmt = paren == 0 && (pp_tok_is(before, ";") || pp_tok_is(before, "{") || pp_tok_is(before, "}"));
            int init = paren == 1 && pp_tok_is(before, "(") && pp_tok_is(&p->t->v[i - 2], "for");
            int j, d = 0, scope;
            if (!pp_tok_is(&p->t->v[i + 1], "=") || (!stmt && !init))
                return -1;
            for (j = i + 2; j < p->t->n && p->t->v[j].kind != PP_TOK_EOF; j++) {
                d += pp_tok_is(&p->t->v[j], "(") + pp_tok_is(&p->t->v[j], "[") -
                     pp_tok_is(&p->t->v[j], ")") - pp_tok_is(&p->t->v[j], "]");
                if (d < 0 || (d == 0 && (pp_tok_is(&p->t->v[j], ";") || pp_tok_is(&p->t->v[j], ","))))
                    break;
                if (p->t->v[j].kind == PP_TOK_IDENT && (size_t)p->t->v[j].len == len &&
                    !memcmp(p->t->v[j].text, name, len))
                    return -1;
            }
            if (init) {
                const pp_token *fb = &p->t->v[i - 3];
                scope = pp_tok_is(fb, ";") || pp_tok_is(fb, "{") || pp_tok_is(fb, "}") ? par_block_end(p->t, i)
                                                                                        : par_stmt_end(p->t, i - 2);
            } else {
                scope = par_block_end(p->t, i);
            }
            if (scope < 0)
                return -1;
            *until = scope > *until ? scope : *until;
        }
    }
    return i == stop ? 0 : -1;
}

/* Nonzero when the file-scope static variable "name" (declared at
 * "decl") holds no value that passes from one function to another: its
 * address is taken nowhere in the file ("&" before it, the file's tokens
 * after the preprocessor), nothing outside the bodies of functions
 * mentions it but declarations, and every function of the file that
 * names it assigns it before it reads it on every path from its body's
 * start (par_scan_assigned).  NAS BT's "tmp1", "tmp2", "tmp3" are so:
 * temporaries shared by the functions of a file.  A value it holds at a
 * region's end can then be read only by the rest of that function (no
 * other file sees a static; no function reads one from its caller or
 * from an earlier call). */
static int par_static_private(parser *p, const char *name, const pp_decl *decl)
{
    const pp_tokens *t = p->t;
    size_t len = strlen(name);
    int i, k;
    if (!decl->is_static)
        return 0;
    for (i = 0; i < t->n && t->v[i].kind != PP_TOK_EOF; i++) {
        const pp_token *u = &t->v[i];
        if (pp_tok_is(u, "{")) {
            /* a function's body ("NAME ( ... ) {"), else a struct or an
             * initializer: it must not name it */
            int end = par_block_close(t, i), until = -1, named = 0;
            if (end < 0)
                return 0;
            for (k = i + 1; k < end && !named; k++)
                named = t->v[k].kind == PP_TOK_IDENT && (size_t)t->v[k].len == len && !memcmp(t->v[k].text, name, len);
            if (named && (i == 0 || !pp_tok_is(&t->v[i - 1], ")") || par_scan_assigned(p, name, len, i + 1, -1, 1, &until) != 1))
                return 0;
            for (k = i + 1; k < end; k++)
                if (pp_tok_is(&t->v[k], "&")) {
                    int j = k + 1; /* "&tmp1", "&(tmp1)" */
                    while (j < end && pp_tok_is(&t->v[j], "("))
                        j++;
                    if (j < end && t->v[j].kind == PP_TOK_IDENT && (size_t)t->v[j].len == len &&
                        !memcmp(t->v[j].text, name, len))
                        return 0;
                }
            i = end;
            continue;
        }
        if (u->kind == PP_TOK_IDENT && (size_t)u->len == len && !memcmp(u->text, name, len) && i > 0 &&
            (pp_tok_is(&t->v[i - 1], "&") || pp_tok_is(&t->v[i - 1], "(")))
            return 0;
    }
    return 1;
}

/* Return nonzero when written outer scalar "w", a variable of the function
 * holding the region (its pragma at token "from", the tokens after it
 * from "to" on), is dead after the region: on every path from the
 * region's end the function assigns it before it reads it, by the rules
 * of par_scan_assigned, or runs the region again, which writes it before
 * it reads it.  The paths: the code after the region to the function's
 * end; and for each loop around the region (its body in braces), its
 * back edge: the loop's condition and step (which must not name "w"),
 * then its body from its start to the region (an assignment there
 * reaches the region), then, unless one did, the region's own text.
 * Its address taken anywhere in the function ("&w": a pointer may read
 * it after) makes it unknown, and so does a region that is a loop's or
 * an if's body without braces. */
static int par_assigned_next(parser *p, const par_written *w, int from, int to)
{
    const pp_decl *decl = w ? w->decl : NULL;
    int body, i, top = 0, paren = 0, until = -1;
    int loop_at[PAR_MAX_NEST], brace_at[PAR_MAX_NEST], head_at[PAR_MAX_NEST];
    size_t len;
    if (!w || !par_function_value(p, w->name, decl))
        return 0;
    len = strlen(w->name);
    body = p->fs.defs[p->fs.ndefs - 1].body;
    /* its address taken anywhere in the function ("int *q = &k;" before
     * the region, "*q" read after it): reads by other names are not seen */
    for (i = body, paren = 0; i < p->t->n && p->t->v[i].kind != PP_TOK_EOF; i++) {
        const pp_token *u = &p->t->v[i];
        int j = i + 1;
        paren += pp_tok_is(u, "{") - pp_tok_is(u, "}");
        if (paren == 0 && i > body)
            break;
        if (!pp_tok_is(u, "&"))
            continue;
        while (j < p->t->n && pp_tok_is(&p->t->v[j], "("))
            j++;
        if (j < p->t->n && p->t->v[j].kind == PP_TOK_IDENT && (size_t)p->t->v[j].len == len &&
            !memcmp(p->t->v[j].text, w->name, len))
            return 0;
    }
    /* braces open at the region, and for those a loop opened: the loop's
     * first token ("for", "while", "do") */
    for (i = body; i < from; i++) {
        const pp_token *u = &p->t->v[i];
        if (pp_tok_is(u, "{")) {
            int head = -1, j = i - 1;
            if (pp_tok_is(&p->t->v[j], "do"))
                head = j;
            else if (pp_tok_is(&p->t->v[j], ")")) {
                int d = 0;
                for (; j > body; j--) {
                    d += pp_tok_is(&p->t->v[j], ")") - pp_tok_is(&p->t->v[j], "(");
                    if (d == 0)
                        break;
                }
                if (pp_tok_is(&p->t->v[j - 1], "for") || pp_tok_is(&p->t->v[j - 1], "while"))
                    head = j - 1;
            }
            if (top == PAR_MAX_NEST)
                return 0;
            loop_at[top] = head >= 0;
            head_at[top] = head;
            brace_at[top++] = i;
        } else if (pp_tok_is(u, "}") && top > 0) {
            --top;
        }
    }
    if (pp_tok_is(&p->t->v[from - 1], ")") || pp_tok_is(&p->t->v[from - 1], "do") ||
        pp_tok_is(&p->t->v[from - 1], "else"))
        return 0;
    if (par_scan_assigned(p, w->name, len, to, -1, top, &until) != 1)
        return 0;
    /* the back edge of each loop around the region */
    for (i = 0; i < top; i++) {
        int h = head_at[i], b = brace_at[i], j, d = 0, u = -1, r;
        if (!loop_at[i])
            continue;
        if (!pp_tok_is(&p->t->v[h], "do")) {
            /* the condition and step: from after a for's first ';' (or
             * the while's parenthesis) to the body */
            for (j = h + 1; j < b; j++) {
                const pp_token *v = &p->t->v[j];
                d += pp_tok_is(v, "(") - pp_tok_is(v, ")");
                if (pp_tok_is(&p->t->v[h], "for") && d == 1 && pp_tok_is(v, ";"))
                    break;
            }
            for (j = pp_tok_is(&p->t->v[h], "for") ? j : h + 1; j < b; j++)
                if (p->t->v[j].kind == PP_TOK_IDENT && (size_t)p->t->v[j].len == len &&
                    !memcmp(p->t->v[j].text, w->name, len))
                    return 0;
        }
        r = par_scan_assigned(p, w->name, len, b + 1, from, i + 1, &u);
        if (r != 0)
            return 0;
        if (u >= from)
            continue;
        /* the region's text, from its first token after the pragma */
        u = -1;
        if (par_scan_assigned(p, w->name, len, from + 1, to, top, &u) != 0)
            return 0;
        {
            /* and its first mention an assignment (a region that never
             * names it leaves the value from before it) */
            int m, seen = 0;
            for (m = from + 1; m < to && !seen; m++)
                seen = p->t->v[m].kind == PP_TOK_IDENT && (size_t)p->t->v[m].len == len &&
                       !memcmp(p->t->v[m].text, w->name, len);
            if (!seen)
                return 0;
        }
    }
    return 1;
}

/* The same for written outer scalar "w" (NULL: read). */
static int par_live_after(parser *p, const par_written *w, int from, int to)
{
    return !w || par_name_live_after(p, w->name, w->decl, from, to);
}

/* Mark the loops of "n" whose iterator is declared outside the region
 * and never read after it (pp_node loop.dead_after): the region need not
 * leave C's exit values in them. */
static void par_mark_dead_iters(parser *p, pp_node *n, int from, int to)
{
    int i;
    if (!n)
        return;
    switch (n->kind) {
    case PP_NODE_FOR:
        if (!n->u.loop.declared)
            n->u.loop.dead_after =
                !par_name_live_after(p, n->u.loop.iter, par_lookup(p, n->u.loop.iter, strlen(n->u.loop.iter)),
                                     from, to);
        par_mark_dead_iters(p, n->u.loop.body, from, to);
        break;
    case PP_NODE_IF:
        par_mark_dead_iters(p, n->u.cond.then_node, from, to);
        par_mark_dead_iters(p, n->u.cond.else_node, from, to);
        break;
    case PP_NODE_BLOCK:
        for (i = 0; i < n->u.block.n; i++)
            par_mark_dead_iters(p, n->u.block.v[i], from, to);
        break;
    default:
        break;
    }
}

/* One pass over the region at pragma token "pt": 0, -1 after an error, or
 * (first pass) 1 when it writes scalars declared outside it (p->wr). */
static int par_region_pass(parser *p, pp_token *pt, int scop)
{
    par_region pr;
    pp_region r;
    pp_tokens ct;
    pp_token *last;
    int i, from = p->pos, ndecls = p->ndecls; /* arrays declared in the region go at the end */
    memset(&pr, 0, sizeof(pr));
    memset(&r, 0, sizeof(r));
    pr.r = &r;
    pr.tok = p->t;
    pr.tok_from = from;
    pr.tok_to = scop ? -1 : par_stmt_end(p->t, from + 1);
    p->pr = &pr;
    p->fs.region_fn = p->fs.ndefs ? p->fs.defs[p->fs.ndefs - 1].name : NULL;
    r.scop = scop;
    r.pragma = pt->loc;
    if (!scop) {
        const pp_grow *g = pp_grow_find(p->m, pt);
        if (g) {
            r.grown = g->loops;
            r.grown_from = g->pragma;
        }
    }
    r.begin_offset = pt->loc.offset >= 0 ? par_line_start(p, pt->loc.offset) : -1;
    par_next(p);
    if (!scop) {
        if (par_pragma_tokens(p, pt, &ct) || par_clauses(p, &ct, &r))
            goto fail;
    }
    for (i = 0; p->second && i < p->nwr; i++)
        if (!p->wr[i].host) {
            const pp_token *at = pt;
            int k = par_add_local(p, p->wr[i].name, p->wr[i].decl->type, at);
            if (k < 0)
                goto fail;
            r.locals[k].loc = p->wr[i].loc;
            r.locals[k].outer = 1;
        }
    if (!scop) {
        if (!par_is(p, "for") && !par_is(p, "{")) {
            pp_error(p->d, pt->loc, "'#pragma bbmm' must be followed by a for loop or a block holding loops, not '%s'",
                     par_spell(p, par_tok(p)));
            goto fail;
        }
        r.root = par_stmt(p);
        if (!r.root)
            goto fail;
        last = par_peek(p, -1);
    } else {
        r.root = par_block_items(p, pt, 1);
        if (!r.root)
            goto fail;
        last = par_tok(p);
        r.end = last->loc;
        par_next(p);
    }
    for (i = 0; i < r.narrays; i++)
        if (r.arrays[i].from_clause && !r.arrays[i].elem_type) {
            pp_error(p->d, r.arrays[i].decl, "array(%s) names an array the region does not use", r.arrays[i].name);
            goto fail;
        }
    if (!scop)
        r.end = last->loc;
    r.source = r.root;
    r.end_offset = last->loc.offset >= 0 ? last->loc.offset + (last->kind == PP_TOK_PRAGMA ? 0 : last->len) : -1;
    if (last->kind == PP_TOK_PRAGMA && last->loc.offset >= 0) {
        long o = last->loc.offset;
        while ((size_t)o < p->rawlen && p->raw[o] != '\n')
            o++;
        r.end_offset = o;
    }
    if (pr.reparse && !pr.failed && !p->oom) {
        p->pr = NULL;
        p->fs.region_fn = NULL;
        p->ndecls = ndecls;
        return 1;
    }
    for (i = 0; i < r.nlocals; i++)
        if (r.locals[i].outer) {
            const par_written *w = par_find_written(p, r.locals[i].name);
            r.locals[i].live_out = par_live_after(p, w, from, p->pos) && !par_assigned_next(p, w, from, p->pos);
            if (r.locals[i].live_out && r.locals[i].looped) {
                pp_error(p->d, r.locals[i].loc,
                         "'%s' is assigned in the region, a loop of the region runs over it, and the code after "
                         "the region reads it: its final value is not kept; assign it after the region",
                         r.locals[i].name);
                pr.failed = 1;
            }
        }
    par_mark_dead_iters(p, r.root, from, p->pos);
    for (i = 0; i < r.narrays; i++) {
        pp_array *a = &r.arrays[i];
        const pp_decl *d;
        if (a->c_expr || a->scalar)
            continue;
        d = par_lookup(p, a->name, strlen(a->name));
        if (d && d->in_region) { /* a new object in each iteration of the loops around it */
            a->in_region = 1;
            a->dead_after = 1;
            a->unlisted = 1;
            continue;
        }
        if (!a->jagged && !a->from_clause)
            a->dead_after = d && p->nscopes && d - p->decls >= p->scopes[0] && !d->is_static && !d->ptr &&
                            !d->opaque && !par_name_live_after(p, a->name, d, from, p->pos);
        if (d && p->nscopes && d - p->decls >= p->scopes[0] + p->nparams && !d->is_static) {
            /* a local of the function (an array of automatic storage, or a
             * pointer, often to memory it allocates and frees): a data
             * scope without a list keeps it only where that scope is in
             * this function, around the region, and the local declared
             * before it; another (a caller's, open when this function
             * runs) would keep what ends or is freed before it does */
            int k, inside = 0;
            for (k = 0; k < p->m->ndirs && !a->unlisted; k++) {
                const pp_directive *x = &p->m->dirs[k];
                if (x->kind != PP_DIR_DATA || x->nnames || x->line_end >= r.pragma.offset ||
                    r.pragma.offset >= x->stmt_end)
                    continue;
                inside = 1;
                a->unlisted = d->loc.offset > x->line_end;
            }
            if (!inside)
                a->unlisted = 1;
        }
    }
    if (pr.failed || p->oom || par_finish_names(p) || pr.failed)
        goto fail;
    if (!r.name)
        par_default_name(p, &r);
    r.func = p->fs.region_fn;
    if (pp_vec_push(p->a, &p->m->regions, &p->m->nregions, &p->cap_regions, sizeof(r), &r))
        p->oom = 1;
    p->pr = NULL;
    p->fs.region_fn = NULL;
    p->ndecls = ndecls;
    return 0;
fail:
    p->pr = NULL;
    p->fs.region_fn = NULL;
    p->ndecls = ndecls;
    return -1;
}

/* Parse the region at pragma token "pt" (the current token).  A region
 * that writes scalars declared outside it is parsed twice: the first pass
 * finds them and how they are written (par_classify()), the second makes
 * each either host-evaluated or a local of the region (see pp_scalar). */
static int par_region_parse(parser *p, pp_token *pt, int scop)
{
    int start = p->pos, errors = p->d->errors, warnings = p->d->warnings, rc;
    size_t len = p->d->len;
    p->nwr = 0;
    p->nloopvars = 0;
    p->second = 0;
    rc = par_region_pass(p, pt, scop);
    if (rc != 1)
        return rc;
    p->d->errors = errors;
    p->d->warnings = warnings;
    p->d->len = len;
    if (p->d->text)
        p->d->text[len] = '\0';
    p->pos = start;
    par_classify(p);
    p->second = 1;
    rc = par_region_pass(p, pt, scop);
    p->second = 0;
    p->nwr = 0;
    return rc ? -1 : 0;
}

static int par_pragma_kind(const pp_token *t);

/* Skip one statement from the current token (for recovery); below
 * PAR_MAX_NEST nested statements, up to the next ";" or "}". */
static void par_skip_stmt(parser *p)
{
    pp_token *t = par_tok(p);
    if ((pp_tok_is(t, "for") || pp_tok_is(t, "while") || pp_tok_is(t, "if") || pp_tok_is(t, "switch")) &&
        !par_enter(p, t, 0)) {
        int is_if = pp_tok_is(t, "if");
        par_next(p);
        if (par_is(p, "("))
            par_skip_group(p);
        par_skip_stmt(p);
        if (is_if && par_accept(p, "else"))
            par_skip_stmt(p);
        p->nest--;
        return;
    }
    if (pp_tok_is(t, "{")) {
        par_skip_group(p);
        return;
    }
    while (par_tok(p)->kind != PP_TOK_EOF && !par_is(p, ";") && !par_is(p, "}")) {
        if (par_is(p, "(") || par_is(p, "[") || par_is(p, "{"))
            par_skip_group(p);
        else
            par_next(p);
    }
    par_accept(p, ";");
}

/* Skip the region that starts at token index "start" (its pragma) after
 * an error in it: the statement after a "#pragma bbmm", or up to
 * "#pragma endscop". */
static void par_recover(parser *p, int start, int scop)
{
    p->pos = start + 1;
    if (!scop) {
        if (par_tok(p)->kind != PP_TOK_PRAGMA)
            par_skip_stmt(p);
        return;
    }
    while (par_tok(p)->kind != PP_TOK_EOF) {
        pp_token *t = par_tok(p);
        par_next(p);
        if (t->kind == PP_TOK_PRAGMA && par_pragma_kind(t) == 3)
            return;
    }
}

/* Check the statement of a data scope from the current token (for, while,
 * do, if, switch, a block or a simple statement), "loops" loops or switches
 * deep inside it: a return or goto, or a break or continue not inside a
 * loop of its own, would leave the scope without its end.  0, or -1 after
 * an error. */
static int par_scope_stmt(parser *p, int loops)
{
    pp_token *t = par_tok(p);
    int rc = 0;
    if (t->kind == PP_TOK_EOF)
        return 0;
    if (par_enter(p, t, 0))
        return -1;
    if (pp_tok_is(t, "for") || pp_tok_is(t, "while") || pp_tok_is(t, "switch") || pp_tok_is(t, "if")) {
        int is_if = pp_tok_is(t, "if");
        par_next(p);
        if (par_is(p, "("))
            par_skip_group(p);
        rc = par_scope_stmt(p, loops + !is_if);
        if (!rc && is_if && par_accept(p, "else"))
            rc = par_scope_stmt(p, loops);
    } else if (pp_tok_is(t, "do")) {
        par_next(p);
        rc = par_scope_stmt(p, loops + 1);
        if (!rc && par_accept(p, "while")) {
            if (par_is(p, "("))
                par_skip_group(p);
            par_accept(p, ";");
        }
    } else if (pp_tok_is(t, "{")) {
        par_next(p);
        while (!rc && par_tok(p)->kind != PP_TOK_EOF && !par_is(p, "}"))
            rc = par_scope_stmt(p, loops);
        par_accept(p, "}");
    } else if (t->kind == PP_TOK_PRAGMA) {
        par_next(p);
    } else {
        while (!rc && par_tok(p)->kind != PP_TOK_EOF && !par_is(p, ";") && !par_is(p, "}")) {
            pp_token *u = par_tok(p);
            pp_leave main_return; /* main's return: the scopes end first (leave.c) */
            if ((pp_tok_is(u, "return") && !pp_leave_return(p->t, p->fs.defs, p->fs.ndefs, p->pos, &main_return)) ||
                pp_tok_is(u, "goto") || (!loops && (pp_tok_is(u, "break") || pp_tok_is(u, "continue")))) {
                par_error_at(p, u, "'%s' inside a bbmm data scope would leave it without writing its arrays back",
                             par_spell(p, u));
                rc = -1;
            } else if (par_is(p, "(") || par_is(p, "[") || par_is(p, "{")) {
                par_skip_group(p);
            } else {
                par_next(p);
            }
        }
        par_accept(p, ";");
    }
    p->nest--;
    return rc;
}

/* Parse the data directive at pragma token "pt" (the current token), whose
 * words are "toks" ("bbmm" then "data" or "update"), into the model; the
 * statement of a data scope stays to be read (its regions are parsed as
 * usual), only its extent is found here.  0 or -1. */
static int par_directive(parser *p, pp_token *pt, pp_tokens *toks)
{
    pp_tokens *save_t = p->t;
    int save_pos = p->pos, rc = 0, data = pp_tok_is(&toks->v[1], "data");
    pp_directive dir;
    memset(&dir, 0, sizeof(dir));
    dir.loc = pt->loc;
    dir.begin_offset = pt->loc.offset >= 0 ? par_line_start(p, pt->loc.offset) : -1;
    dir.line_end = pt->loc.offset;
    while (dir.line_end >= 0 && (size_t)dir.line_end < p->rawlen && p->raw[dir.line_end] != '\n')
        dir.line_end++;
    p->t = toks;
    p->pos = 2;
    do {
        int cap = 0, cap2 = 0;
        dir.kind = PP_DIR_DATA;
        dir.nnames = 0;
        dir.names = NULL;
        dir.name_locs = NULL;
        if (!data) {
            if (par_accept(p, "host"))
                dir.kind = PP_DIR_UPDATE_HOST;
            else if (par_accept(p, "device"))
                dir.kind = PP_DIR_UPDATE_DEVICE;
            else {
                rc = par_expected(p, "'host(...)' or 'device(...)'");
                break;
            }
        }
        if (par_accept(p, "(")) {
            if (par_is(p, ")"))
                rc = par_expected(p, "an array name");
            while (!rc && !par_is(p, ")")) {
                pp_token *a = par_tok(p);
                const pp_decl *ad;
                char *name;
                int n = dir.nnames;
                if (a->kind != PP_TOK_IDENT) {
                    rc = par_expected(p, "an array name");
                    break;
                }
                ad = par_lookup(p, a->text, (size_t)a->len);
                if (!ad || ad->enumerator) {
                    par_error_at(p, a, ad ? "'%s' is an enumeration constant, not an array" : "'%s' is not declared here",
                                 par_spell(p, a));
                    rc = -1;
                    break;
                }
                if (!ad->ndim && !ad->opaque && !ad->record && !ad->is_func && !pp_tok_is(par_peek(p, 1), ".") &&
                    !pp_tok_is(par_peek(p, 1), "->")) {
                    par_error_at(p, a,
                                 "'%s' is a scalar: data scopes and updates name arrays (a region reads the "
                                 "scalars it uses in and writes them back itself, in a data scope too)",
                                 par_spell(p, a));
                    rc = -1;
                    break;
                }
                par_next(p);
                name = par_clause_path(p, a);
                if (!name) {
                    rc = -1;
                    break;
                }
                if (pp_vec_push(p->a, &dir.names, &dir.nnames, &cap, sizeof(name), &name) ||
                    pp_vec_push(p->a, &dir.name_locs, &n, &cap2, sizeof(pp_loc), &a->loc))
                    p->oom = 1;
                if (par_is(p, "[")) { /* OpenACC's and OpenMP's sections: p[0:n] */
                    par_error_at(p, par_tok(p),
                                 "array sections are not needed here: name the array ('%s'); the runtime knows "
                                 "its extent from the regions that use it, or from their array(...) clauses",
                                 name);
                    rc = -1;
                    break;
                }
                if (!par_accept(p, ",") && !par_is(p, ")"))
                    rc = par_expected(p, "',' or ')'");
            }
            if (!rc)
                par_accept(p, ")");
        } else if (!data) {
            rc = par_expected(p, "'(' and the arrays");
        }
        if (!rc && !data && !dir.nnames)
            rc = par_expected(p, "an array name");
        if (rc)
            break;
        if (!data && pp_vec_push(p->a, &p->m->dirs, &p->m->ndirs, &p->cap_dirs, sizeof(dir), &dir))
            p->oom = 1;
    } while (!data && par_tok(p)->kind != PP_TOK_EOF);
    if (!rc && par_tok(p)->kind != PP_TOK_EOF)
        rc = par_expected(p, data ? "'(' and the arrays, or the end of the line" : "'host(...)' or 'device(...)'");
    p->t = save_t;
    p->pos = save_pos;
    par_next(p);
    if (rc || !data)
        return rc;
    /* the scope's statement: its extent, and no way out of it but its end */
    {
        int at = p->pos;
        pp_token *last;
        if (par_tok(p)->kind == PP_TOK_EOF || par_is(p, "}") || par_is(p, "else")) {
            par_error_at(p, pt, "'#pragma bbmm data' must be followed by a statement%s", "");
            return -1;
        }
        rc = par_scope_stmt(p, 0);
        last = par_peek(p, -1);
        dir.stmt_end = last->loc.offset >= 0 ? last->loc.offset + last->len : -1;
        p->pos = at;
        if (rc)
            return rc;
    }
    if (pp_vec_push(p->a, &p->m->dirs, &p->m->ndirs, &p->cap_dirs, sizeof(dir), &dir))
        p->oom = 1;
    return 0;
}

/* Return 1 for "bbmm", 2 for "scop", 3 for "endscop" pragmas, else 0. */
static int par_pragma_kind(const pp_token *t)
{
    static const char *const w[] = {"bbmm", "scop", "endscop"};
    int k;
    for (k = 0; k < 3; k++) {
        size_t n = strlen(w[k]);
        if ((size_t)t->len >= n && !strncmp(t->text, w[k], n) &&
            ((size_t)t->len == n || isspace((unsigned char)t->text[n]) || t->text[n] == '('))
            return k + 1;
    }
    return 0;
}

/* Nonzero when "#pragma bbmm" token "t" is a data directive ("bbmm data",
 * "bbmm update"); its words into "toks". */
static int par_is_directive(parser *p, const pp_token *t, pp_tokens *toks)
{
    return !par_pragma_tokens(p, t, toks) && toks->n >= 2 &&
           (pp_tok_is(&toks->v[1], "data") || pp_tok_is(&toks->v[1], "update"));
}

int pp_parse(pp_model *m, pp_tokens *toks, const char *raw, size_t rawlen, pp_diag *d)
{
    pp_tokens dt;
    parser p;
    int rc = 0;
    memset(&p, 0, sizeof(p));
    p.m = m;
    p.a = m->arena;
    p.d = d;
    p.t = toks;
    p.raw = raw;
    p.rawlen = rawlen;
    p.fs.m = m;
    p.fs.t = toks;
    p.fs.d = d;
    p.fs.lookup = par_file_lookup;
    p.fs.enum_type = par_enum_tag_type;
    p.fs.user = &p;
    while (par_tok(&p)->kind != PP_TOK_EOF && !p.oom) {
        pp_token *t = par_tok(&p);
        int kind;
        if (t->kind == PP_TOK_PRAGMA) {
            kind = par_pragma_kind(t);
            if (!kind) {
                par_next(&p);
            } else if (kind == 3) {
                pp_error(d, t->loc, "'#pragma endscop' without '#pragma scop'");
                rc = -1;
                par_next(&p);
            } else if (!p.nscopes) {
                pp_error(d, t->loc, "'#pragma %s' outside a function", kind == 1 ? "bbmm" : "scop");
                rc = -1;
                par_next(&p);
            } else if (kind == 1 && par_is_directive(&p, t, &dt)) {
                if (par_directive(&p, t, &dt))
                    rc = -1;
            } else {
                int start = p.pos;
                if (par_region_parse(&p, t, kind == 2)) {
                    rc = -1;
                    par_recover(&p, start, kind == 2);
                }
            }
        } else if (pp_tok_is(t, "{")) {
            int i;
            if (pp_vec_push(p.a, &p.scopes, &p.nscopes, &p.cap_scopes, sizeof(int), &p.ndecls))
                p.oom = 1;
            if (p.have_params)
                for (i = 0; i < p.nparams; i++)
                    if (pp_vec_push(p.a, &p.decls, &p.ndecls, &p.cap_decls, sizeof(pp_decl), &p.params[i]))
                        p.oom = 1;
            p.have_params = 0;
            par_next(&p);
        } else if (pp_tok_is(t, "}")) {
            if (p.nscopes)
                p.ndecls = p.scopes[--p.nscopes];
            par_next(&p);
        } else if (par_starts_decl(&p, t)) {
            int before = p.pos;
            par_skim_declaration(&p);
            if (p.pos == before)
                par_next(&p);
        } else if (pp_tok_is(t, "for") && pp_tok_is(par_peek(&p, 1), "(")) {
            par_next(&p);
            par_next(&p);
            if (par_starts_decl(&p, par_tok(&p)))
                par_skim_declaration(&p);
        } else {
            par_next(&p);
        }
    }
    if (!rc && !p.oom && m->ndirs && par_host_accesses(&p))
        rc = -1;
    if (!rc && !p.oom && pp_leave_sites(m, toks, p.fs.defs, p.fs.ndefs))
        p.oom = 1;
    if (!rc && !p.oom && !m->no_auto_data && pp_auto_scopes(m, toks, p.fs.defs, p.fs.ndefs, p.shapes, p.nshapes))
        p.oom = 1;
    if (!rc && !p.oom && pp_scope_trips(m, toks, p.fs.defs, p.fs.ndefs, p.shapes, p.nshapes))
        p.oom = 1;
    if (p.oom) {
        pp_error(d, (pp_loc){m->input, 0, 0, -1}, "out of memory");
        rc = -1;
    }
    return rc;
}
