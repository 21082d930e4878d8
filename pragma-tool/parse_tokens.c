/* pragma-tool/parse_tokens.c - the parser's cursor over the tokens: moving
 * and matching, errors at a token, skipping balanced groups, the C text of
 * a run of tokens.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>

#include "parser.h"

/* ---- tokens --------------------------------------------------------- */

/* Return the current token of "p". */
pp_token *par_tok(parser *p)
{
    return &p->t->v[p->pos];
}

/* Return the token "k" places ahead (EOF past the end). */
pp_token *par_peek(parser *p, int k)
{
    int i = p->pos + k;
    return &p->t->v[i < p->t->n ? i : p->t->n - 1];
}

/* Move to the next token (never past EOF). */
void par_next(parser *p)
{
    if (p->t->v[p->pos].kind != PP_TOK_EOF)
        p->pos++;
}

/* Return nonzero when the current token is "s". */
int par_is(parser *p, const char *s)
{
    return pp_tok_is(par_tok(p), s);
}

/* Consume "s" when it is the current token; return whether it was. */
int par_accept(parser *p, const char *s)
{
    if (!par_is(p, s))
        return 0;
    par_next(p);
    return 1;
}

/* Return nonzero when token "t" is one of the words "list". */
int par_in(const pp_token *t, const char *const *list)
{
    int i;
    if (t->kind != PP_TOK_IDENT)
        return 0;
    for (i = 0; list[i]; i++)
        if (pp_tok_is(t, list[i]))
            return 1;
    return 0;
}

/* Return the text of token "t" in the arena. */
char *par_text(parser *p, const pp_token *t)
{
    char *s = pp_strndup(p->a, t->text, (size_t)t->len);
    if (!s)
        p->oom = 1;
    return s;
}

/* Record an error at token "t" and mark the region failed. */
void par_error_at(parser *p, const pp_token *t, const char *fmt, const char *arg)
{
    pp_error(p->d, t->loc, fmt, arg);
    if (p->pr)
        p->pr->failed = 1;
}

/* Record an error at token "t" (printf format) and mark the region failed. */
void par_errorf(parser *p, const pp_token *t, const char *fmt, ...)
{
    char buf[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof(buf), fmt, ap);
    va_end(ap);
    par_error_at(p, t, "%s", buf);
}

/* Spelling of "t" for messages ("end of file" at EOF). */
const char *par_spell(parser *p, const pp_token *t)
{
    if (t->kind == PP_TOK_EOF)
        return "end of file";
    if (t->kind == PP_TOK_PRAGMA)
        return "#pragma";
    return par_text(p, t);
}

/* Error: expected "what" at the current token. */
int par_expected(parser *p, const char *what)
{
    pp_token *t = par_tok(p);
    pp_str b = {0};
    pp_str_addf(&b, "expected %s before '%s'", what, par_spell(p, t));
    par_error_at(p, t, "%s", pp_str_get(&b));
    pp_str_free(&b);
    return -1;
}

/* Consume "s" or report that it was expected. */
int par_expect(parser *p, const char *s)
{
    pp_str b = {0};
    int rc;
    if (par_accept(p, s))
        return 0;
    pp_str_addf(&b, "'%s'", s);
    rc = par_expected(p, pp_str_get(&b));
    pp_str_free(&b);
    return rc;
}

/* Enter one level of recursion at token "t"; return 0, or -1 (after an
 * error when "report") when the input nests deeper than PAR_MAX_NEST.  The
 * caller leaves the level with p->nest--. */
int par_enter(parser *p, const pp_token *t, int report)
{
    if (p->nest >= PAR_MAX_NEST) {
        if (report)
            par_error_at(p, t, "%s", "statements or expressions nested too deeply");
        return -1;
    }
    p->nest++;
    return 0;
}

/* Skip a balanced group starting at the current "(", "[" or "{". */
void par_skip_group(parser *p)
{
    int depth = 0;
    do {
        pp_token *t = par_tok(p);
        if (t->kind == PP_TOK_EOF)
            return;
        if (pp_tok_is(t, "(") || pp_tok_is(t, "[") || pp_tok_is(t, "{"))
            depth++;
        else if (pp_tok_is(t, ")") || pp_tok_is(t, "]") || pp_tok_is(t, "}"))
            depth--;
        par_next(p);
    } while (depth > 0);
}

/* Return nonzero when C text joining tokens "u" and "t" (next) puts a
 * space between them: between words, around operators, not inside
 * brackets or around "." and "->". */
static int par_join_space(const pp_token *u, const pp_token *t)
{
    int word = isalnum((unsigned char)t->text[0]) || t->text[0] == '_';
    int uword = isalnum((unsigned char)u->text[u->len - 1]) || u->text[u->len - 1] == '_';
    if (pp_tok_is(t, ".") || pp_tok_is(t, "->") || pp_tok_is(u, ".") || pp_tok_is(u, "->"))
        return 0;
    return (word && uword) ||
           (t->kind == PP_TOK_PUNCT && !pp_tok_is(t, ")") && !pp_tok_is(t, "]") && !pp_tok_is(t, ",") &&
            !pp_tok_is(t, "[") && !pp_tok_is(u, "(") && !pp_tok_is(u, "[")) ||
           (u->kind == PP_TOK_PUNCT && !pp_tok_is(u, "(") && !pp_tok_is(u, "[") && !pp_tok_is(u, ")") &&
            !pp_tok_is(u, "]"));
}

/* Return the tokens from "from" to "to" (exclusive) as C text. */
char *par_join(parser *p, int from, int to)
{
    pp_str b = {0};
    int i;
    char *s;
    for (i = from; i < to; i++) {
        const pp_token *t = &p->t->v[i];
        if (i > from && par_join_space(&p->t->v[i - 1], t))
            pp_str_add(&b, " ");
        pp_str_addn(&b, t->text, (size_t)t->len);
    }
    s = b.oom ? NULL : pp_str_to_arena(&b, p->a);
    pp_str_free(&b);
    if (!s)
        p->oom = 1;
    return s;
}
