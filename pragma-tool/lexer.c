/* pragma-tool/lexer.c - C tokens with positions (see lexer.h). */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "lexer.h"

/* Largest line number a line marker may set: counting on from it cannot
 * overflow an int. */
#define LEX_MAX_LINE (1L << 30)

typedef struct lexer {
    pp_arena *a;
    const char *p, *end, *line_start;
    const char *file;
    int line;        /* line in "file" */
    int pline;       /* physical line */
    int at_bol;      /* only blanks so far on this line */
    int main_set;
    int raw;
    const char *text;
    pp_tokens *toks;
} lexer;

static const char *const lex_puncts[] = {
    "...", "<<=", ">>=", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||",
    "+=",  "-=",  "*=",  "/=", "%=", "&=", "^=", "|=", "##", NULL};

int pp_tok_is(const pp_token *t, const char *s)
{
    size_t n = strlen(s);
    return t->kind != PP_TOK_EOF && t->kind != PP_TOK_PRAGMA && (size_t)t->len == n &&
           !memcmp(t->text, s, n);
}

/* Advance "lx" past one newline at lx->p. */
static void lex_newline(lexer *lx)
{
    lx->p++;
    lx->line++;
    lx->pline++;
    lx->line_start = lx->p;
    lx->at_bol = 1;
}

/* Return the interned copy of the file name "s" ("n" bytes, with C
 * escapes still in it). */
static const char *lex_intern(lexer *lx, const char *s, size_t n)
{
    char *t = pp_alloc(lx->a, n + 1), *q = t;
    size_t i;
    if (!t)
        return NULL;
    for (i = 0; i < n; i++) {
        if (s[i] == '\\' && i + 1 < n)
            i++;
        *q++ = s[i];
    }
    *q = '\0';
    if (lx->file && !strcmp(lx->file, t))
        return lx->file;
    if (lx->toks->main_file && !strcmp(lx->toks->main_file, t))
        return lx->toks->main_file;
    return t;
}

/* Handle a directive line starting at lx->p ('#'): a line marker, a pragma
 * (returned as a token) or anything else (skipped).  Return 0 or -1. */
static int lex_directive(lexer *lx)
{
    const char *q = lx->p + 1, *eol;
    pp_token t;
    while (q < lx->end && (*q == ' ' || *q == '\t'))
        q++;
    eol = q;
    while (eol < lx->end && *eol != '\n') {
        if (*eol == '\\' && eol + 1 < lx->end && eol[1] == '\n')
            eol++;
        eol++;
    }
    if (q < lx->end && isdigit((unsigned char)*q)) {
        long ln = strtol(q, NULL, 10);
        while (q < eol && isdigit((unsigned char)*q))
            q++;
        while (q < eol && *q == ' ')
            q++;
        if (q < eol && *q == '"') {
            const char *s = ++q;
            while (q < eol && *q != '"') {
                if (*q == '\\' && q + 1 < eol)
                    q++;
                q++;
            }
            lx->file = lex_intern(lx, s, (size_t)(q - s));
            if (!lx->file)
                return -1;
            if (!lx->main_set) {
                lx->toks->main_file = lx->file;
                lx->main_set = 1;
            }
        }
        lx->line = (int)(ln < LEX_MAX_LINE ? ln : LEX_MAX_LINE) - 1;
    } else if (eol - q >= 6 && !strncmp(q, "pragma", 6) && (q + 6 == eol || isspace((unsigned char)q[6]))) {
        const char *s = q + 6, *e = eol;
        while (s < e && (*s == ' ' || *s == '\t'))
            s++;
        while (e > s && isspace((unsigned char)e[-1]))
            e--;
        memset(&t, 0, sizeof(t));
        t.kind = PP_TOK_PRAGMA;
        t.text = s;
        t.len = (int)(e - s);
        t.loc.file = lx->file;
        t.loc.line = lx->line;
        t.loc.col = (int)(lx->p - lx->line_start) + 1;
        t.loc.offset = lx->raw ? (long)(lx->p - lx->text) : -1;
        t.main = lx->file == lx->toks->main_file;
        t.pline = lx->pline;
        t.textcol = (int)(s - lx->line_start) + 1;
        if (pp_vec_push(lx->a, &lx->toks->v, &lx->toks->n, &lx->toks->cap, sizeof(t), &t))
            return -1;
    }
    while (lx->p < eol) {
        if (*lx->p == '\n') {
            lx->p++;
            lx->line++;
            lx->pline++;
            lx->line_start = lx->p;
        } else {
            lx->p++;
        }
    }
    return 0;
}

/* Skip blanks, newlines and comments; handle directives at line starts.
 * Return 0 or -1. */
static int lex_skip(lexer *lx)
{
    while (lx->p < lx->end) {
        char c = *lx->p;
        if (c == '\n') {
            lex_newline(lx);
        } else if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
            lx->p++;
        } else if (c == '\\' && lx->p + 1 < lx->end && lx->p[1] == '\n') {
            lx->p++;
            lex_newline(lx);
            lx->at_bol = 0;
        } else if (c == '/' && lx->p + 1 < lx->end && lx->p[1] == '/') {
            while (lx->p < lx->end && *lx->p != '\n')
                lx->p++;
        } else if (c == '/' && lx->p + 1 < lx->end && lx->p[1] == '*') {
            lx->p += 2;
            while (lx->p < lx->end && !(*lx->p == '*' && lx->p + 1 < lx->end && lx->p[1] == '/')) {
                if (*lx->p == '\n') {
                    lex_newline(lx);
                    lx->at_bol = 0;
                } else {
                    lx->p++;
                }
            }
            lx->p = lx->p + 2 <= lx->end ? lx->p + 2 : lx->end;
        } else if (c == '#' && lx->at_bol) {
            if (lex_directive(lx))
                return -1;
        } else {
            return 0;
        }
    }
    return 0;
}

/* Return the length of the token at "p" (before "end") and its kind. */
static int lex_measure(const char *p, const char *end, pp_tok_kind *kind)
{
    const char *q = p;
    int i;
    if (isalpha((unsigned char)*q) || *q == '_' || *q == '$') {
        while (q < end && (isalnum((unsigned char)*q) || *q == '_' || *q == '$'))
            q++;
        if (q < end && (*q == '\'' || *q == '"') && q - p <= 2 &&
            (*p == 'L' || *p == 'u' || *p == 'U')) {
            int n = lex_measure(q, end, kind);
            return (int)(q - p) + n;
        }
        *kind = PP_TOK_IDENT;
        return (int)(q - p);
    }
    if (isdigit((unsigned char)*q) || (*q == '.' && q + 1 < end && isdigit((unsigned char)q[1]))) {
        q++;
        while (q < end) {
            if ((*q == '+' || *q == '-') && strchr("eEpP", q[-1]))
                q++;
            else if (isalnum((unsigned char)*q) || *q == '.' || *q == '_')
                q++;
            else
                break;
        }
        *kind = PP_TOK_NUMBER;
        return (int)(q - p);
    }
    if (*q == '\'' || *q == '"') {
        char quote = *q++;
        while (q < end && *q != quote && *q != '\n') {
            if (*q == '\\' && q + 1 < end)
                q++;
            q++;
        }
        if (q < end && *q == quote)
            q++;
        *kind = quote == '"' ? PP_TOK_STRING : PP_TOK_CHAR;
        return (int)(q - p);
    }
    *kind = PP_TOK_PUNCT;
    for (i = 0; lex_puncts[i]; i++) {
        size_t n = strlen(lex_puncts[i]);
        if ((size_t)(end - p) >= n && !memcmp(p, lex_puncts[i], n))
            return (int)n;
    }
    return 1;
}

int pp_lex(pp_arena *a, const char *text, size_t len, const char *file, int raw, pp_tokens *toks,
           pp_diag *d)
{
    lexer lx;
    pp_token t;
    memset(&lx, 0, sizeof(lx));
    lx.a = a;
    lx.p = lx.line_start = text;
    lx.end = text + len;
    lx.line = lx.pline = 1;
    lx.at_bol = 1;
    lx.toks = toks;
    lx.raw = raw;
    lx.text = text;
    lx.file = toks->main_file = pp_strdup(a, file);
    if (!lx.file)
        goto oom;
    for (;;) {
        if (lex_skip(&lx))
            goto oom;
        memset(&t, 0, sizeof(t));
        t.loc.file = lx.file;
        t.loc.line = lx.line;
        t.loc.col = (int)(lx.p - lx.line_start) + 1;
        t.loc.offset = raw ? (long)(lx.p - text) : -1;
        t.main = lx.file == toks->main_file;
        t.pline = lx.pline;
        t.text = lx.p;
        if (lx.p >= lx.end) {
            t.kind = PP_TOK_EOF;
            t.len = 0;
            if (pp_vec_push(a, &toks->v, &toks->n, &toks->cap, sizeof(t), &t))
                goto oom;
            return 0;
        }
        t.len = lex_measure(lx.p, lx.end, &t.kind);
        lx.p += t.len;
        lx.at_bol = 0;
        if (pp_vec_push(a, &toks->v, &toks->n, &toks->cap, sizeof(t), &t))
            goto oom;
    }
oom:
    pp_error(d, (pp_loc){file, 0, 0, -1}, "out of memory while reading the input");
    return -1;
}

/* Return nonzero when tokens "x" and "y" have the same spelling. */
static int align_same(const pp_token *x, const pp_token *y)
{
    if (x->kind == PP_TOK_PRAGMA || y->kind == PP_TOK_PRAGMA)
        return x->kind == y->kind;
    return x->len == y->len && !memcmp(x->text, y->text, (size_t)x->len);
}

/* Align the "n" preprocessed tokens "p" with the "m" raw tokens "r" of one
 * line by a longest common subsequence; "dp" has (n+1)*(m+1) ints. */
static void align_line(pp_token *p, int n, const pp_token *r, int m, int *dp)
{
    int i, j, w = m + 1, last = -1;
    for (i = n; i >= 0; i--)
        for (j = m; j >= 0; j--) {
            if (i == n || j == m)
                dp[i * w + j] = 0;
            else if (align_same(&p[i], &r[j]))
                dp[i * w + j] = dp[(i + 1) * w + j + 1] + 1;
            else
                dp[i * w + j] = dp[(i + 1) * w + j] > dp[i * w + j + 1] ? dp[(i + 1) * w + j] : dp[i * w + j + 1];
        }
    i = j = 0;
    while (i < n) {
        if (j < m && align_same(&p[i], &r[j]) && dp[i * w + j] == dp[(i + 1) * w + j + 1] + 1) {
            p[i].loc.col = r[j].loc.col;
            p[i].loc.offset = r[j].loc.offset;
            p[i].textcol = r[j].textcol;
            last = j;
            i++;
            j++;
        } else if (j < m && dp[i * w + j + 1] >= dp[(i + 1) * w + j]) {
            j++;
        } else {
            int k = last + 1 < m ? last + 1 : (m ? m - 1 : -1);
            if (k >= 0) {
                p[i].loc.col = r[k].loc.col;
                p[i].loc.offset = r[k].loc.offset;
            }
            p[i].expanded = 1;
            i++;
        }
    }
}

int pp_align(pp_tokens *pp, const pp_tokens *raw)
{
    int i = 0, maxline = 0, *first, *count, *dp = NULL;
    size_t dpn = 0;
    for (i = 0; i < raw->n; i++)
        if (raw->v[i].loc.line > maxline)
            maxline = raw->v[i].loc.line;
    first = calloc((size_t)maxline + 2, sizeof(int));
    count = calloc((size_t)maxline + 2, sizeof(int));
    if (!first || !count) {
        free(first);
        free(count);
        return -1;
    }
    for (i = raw->n - 1; i >= 0; i--) {
        int l = raw->v[i].loc.line;
        if (raw->v[i].kind == PP_TOK_EOF || l < 1 || l > maxline)
            continue;
        first[l] = i;
        count[l]++;
    }
    i = 0;
    while (i < pp->n) {
        int j = i, l = pp->v[i].loc.line;
        size_t need;
        if (!pp->v[i].main || pp->v[i].kind == PP_TOK_EOF) {
            i++;
            continue;
        }
        while (j < pp->n && pp->v[j].main && pp->v[j].loc.line == l && pp->v[j].kind != PP_TOK_EOF)
            j++;
        if (l >= 1 && l <= maxline && count[l]) {
            need = (size_t)(j - i + 1) * (size_t)(count[l] + 1);
            if (need > dpn) {
                int *t = realloc(dp, need * sizeof(int));
                if (!t) {
                    free(dp);
                    free(first);
                    free(count);
                    return -1;
                }
                dp = t;
                dpn = need;
            }
            align_line(pp->v + i, j - i, raw->v + first[l], count[l], dp);
        } else {
            int k;
            for (k = i; k < j; k++)
                pp->v[k].expanded = 1;
        }
        i = j;
    }
    free(dp);
    free(first);
    free(count);
    return 0;
}
