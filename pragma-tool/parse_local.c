/* pragma-tool/parse_local.c - arrays declared inside a region (and in
 * the helpers it inlines): one array for the run, declared where the
 * region starts (par_region_array), and the precise refusals.
 */
#include <ctype.h>
#include <string.h>

#include "parser.h"

/* Return the index among the inlined functions of the one that declares
 * "name" (a local of a function of the file copied into the region is
 * renamed "name_fn1", parse_inline.c), setting "*len" to the length of the
 * name as written; -1 when none does. */
static int par_inlined_local(parser *p, const char *name, size_t *len)
{
    size_t n = strlen(name), f;
    int k;
    for (k = 0; k < p->ninl_defs; k++) { /* "name_fn1": '_', the function's name, digits (a name may end in one) */
        size_t fl = strlen(p->inl_defs[k].name);
        for (f = n; f > 0 && isdigit((unsigned char)name[f - 1]);) /* name[f..n): the digits */
            if (--f, fl + 1 <= f && name[f - fl - 1] == '_' && !strncmp(name + f - fl, p->inl_defs[k].name, fl)) {
                if (len)
                    *len = f - fl - 1;
                return k;
            }
    }
    return -1;
}

/* Return the name of the first identifier among tokens [from, to) that
 * the region sets (one of its scalars or iterators, declared in it or
 * outside), or NULL. */
static const char *par_set_in_region(parser *p, int from, int to)
{
    int i, v;
    for (i = from; i < to; i++) {
        const pp_token *t = &p->t->v[i];
        const char *id;
        if (t->kind != PP_TOK_IDENT)
            continue;
        id = par_text(p, t);
        for (v = 0; id && v < p->pr->nlvars; v++)
            if (!strcmp(p->pr->lvars[v].name, id))
                return id;
        if (id && (par_find_written(p, id) || par_find_iter(p->pr, id) >= 0))
            return id;
    }
    return NULL;
}

/* Parse the declarator of an array declared inside the region, at token
 * "nt" (its name, "name" as the region knows it: an inlined helper's
 * locals are renamed) with specifiers "s".  Its elements live as long as
 * the block around it, one iteration of the loops around it, so a
 * program that is C reads none it did not write in that iteration: one
 * array for the whole region holds the same values.  The region takes it
 * as an array declared before it (the generated code declares it where
 * the region starts, bbmm_array_unlisted: no data scope keeps it), which
 * array expansion then gives a copy per iteration of the loops it would
 * serialise (expand.c), like a scratch array of the function.  0, or -1
 * (reported). */
int par_region_array(parser *p, par_specs *s, const pp_token *nt, const char *name)
{
    par_declarator dc;
    const pp_decl *old;
    const char *set;
    pp_decl x;
    size_t len = 0;
    int d, v, helper = par_inlined_local(p, name, &len) >= 0;
    const char *shown = helper ? pp_printf(p->a, "%.*s", (int)len, name) : name;
    memset(&dc, 0, sizeof(dc));
    if (!shown) {
        p->oom = 1;
        return -1;
    }
    if (par_declarator_parse(p, &dc) || dc.name != nt || dc.is_func || dc.ptr || dc.ndim + s->ndim > 16) {
        par_errorf(p, nt, "array '%s' declared inside the region: only arrays of numbers with sizes may be declared there",
                     shown);
        return -1;
    }
    if (par_is(p, "=")) {
        par_errorf(p, par_tok(p),
                     "array '%s' declared inside the region with an initializer: assign its elements in the region, "
                     "or declare it before the region",
                     shown);
        return -1;
    }
    par_declarator_rows(&dc, s);
    for (d = 0; d < dc.ndim; d++) {
        int to = dc.extent_at[d];
        if (!dc.extent[d]) {
            par_errorf(p, nt, "array '%s' declared inside the region without the size of dimension %d", shown, d + 1);
            return -1;
        }
        if ((dc.ext_file >> d & 1u) && p->t != p->fs.t)
            continue; /* a typedef's, in a helper: one of file scope, whose sizes are constants */
        while (to < p->pos && !pp_tok_is(&p->t->v[to], "]"))
            to++;
        if (helper && (set = par_set_in_region(p, dc.extent_at[d], to)) == NULL)
            for (v = dc.extent_at[d]; v < to && !set; v++)
                if (p->t->v[v].kind == PP_TOK_IDENT)
                    set = par_text(p, &p->t->v[v]);
        if (!helper)
            set = par_set_in_region(p, dc.extent_at[d], to);
        if (set && helper && par_inlined_local(p, set, &len) >= 0)
            set = pp_printf(p->a, "%.*s", (int)len, set);
        if (set) {
            par_errorf(p, &p->t->v[dc.extent_at[d]],
                         helper ? "the size of array '%s', declared in a function the region calls, depends on '%s': "
                                  "only constant sizes are taken there; declare the array before the region and pass it"
                                : "the size of array '%s' declared inside the region depends on '%s', which the region "
                                  "sets: declare the array before the region",
                         shown, set);
            return -1;
        }
    }
    for (v = 0; v < p->pr->nlvars; v++)
        if (!strcmp(p->pr->lvars[v].name, name)) {
            par_errorf(p, nt, "array '%s' declared inside the region has the name of a scalar of the region: rename it",
                         shown);
            return -1;
        }
    old = par_lookup(p, name, strlen(name));
    if (old && !old->in_region) {
        par_errorf(p, nt,
                     "array '%s' declared inside the region hides the '%s' declared before it (line %d): rename it",
                     shown, shown, old->loc.line);
        return -1;
    }
    if (old) { /* the same name in another block of the region: one array when of one shape */
        int same = !strcmp(old->type, pp_str_get(&s->type)) && old->ndim == dc.ndim;
        for (d = 0; same && d < dc.ndim; d++)
            same = !strcmp(old->extent[d], dc.extent[d]);
        if (!same) {
            par_errorf(p, nt,
                         "array '%s' declared inside the region again with another type or size (first at line %d): "
                         "rename one of them",
                         shown, old->loc.line);
            return -1;
        }
        return 0;
    }
    memset(&x, 0, sizeof(x));
    x.name = name;
    x.type = pp_strdup(p->a, pp_str_get(&s->type));
    x.ndim = dc.ndim;
    x.extent = pp_alloc(p->a, sizeof(char *) * (size_t)dc.ndim);
    x.extent_at = pp_alloc(p->a, sizeof(int) * (size_t)dc.ndim);
    x.is_int = s->is_int;
    x.opaque = s->opaque;
    x.record = s->record;
    x.in_region = 1;
    x.loc = nt->loc;
    x.ext_file = p->t == p->fs.t ? ~0u : dc.ext_file;
    if (!x.type || !x.extent || !x.extent_at) {
        p->oom = 1;
        return -1;
    }
    for (d = 0; d < dc.ndim; d++) {
        x.extent[d] = dc.extent[d];
        x.extent_at[d] = dc.extent_at[d];
    }
    if (pp_vec_push(p->a, &p->decls, &p->ndecls, &p->cap_decls, sizeof(x), &x)) {
        p->oom = 1;
        return -1;
    }
    return 0;
}

