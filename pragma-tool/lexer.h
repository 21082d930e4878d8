/* pragma-tool/lexer.h - C tokens with positions in the user's files.
 *
 * pp_lex() splits preprocessed text (cc -E output with line markers) or
 * raw C text into tokens.  Line markers ("# 12 \"f.c\" 2") and, in raw
 * text, "#line" directives move the position (the file and line a
 * compiler would report); the flags of line markers (1: entering an
 * included file, 2: returning) tell the tokens of the user's main file
 * (PP_TOKEN.main) from those of headers, even after a "#line" renamed it;
 * "#pragma ..." lines become one PP_TOK_PRAGMA token; "#define" and
 * "#undef" lines (cc -dD) are recorded as macros; other directives are
 * skipped; comments are skipped.  pp_align() then gives each token of the
 * main file the column and byte offset of the matching token of the user's
 * unpreprocessed file, so diagnostics point at what the user wrote even
 * when macros were expanded.  Lexing and aligning take time and memory
 * linear in the length of the text, however long its lines.
 */
#ifndef PP_LEXER_H
#define PP_LEXER_H

#include "diag.h"
#include "util.h"

typedef enum pp_tok_kind {
    PP_TOK_EOF,
    PP_TOK_IDENT,
    PP_TOK_NUMBER,
    PP_TOK_CHAR,
    PP_TOK_STRING,
    PP_TOK_PUNCT,
    PP_TOK_PRAGMA   /* text: the words after "#pragma" */
} pp_tok_kind;

typedef struct pp_token {
    const char *text;  /* not NUL-terminated: use len */
    pp_loc loc;
    pp_tok_kind kind;
    int len;
    int textcol;       /* PP_TOK_PRAGMA: column of the first byte of text */
    unsigned char main;     /* 1 when it comes from the user's main file (not a header) */
    unsigned char expanded; /* 1 when it has no match in the user's file (macro expansion) */
    /* how many helpers' bodies deep the text holding it was inlined (0: the
     * region's own text; an argument keeps its caller's): the callers of a
     * call at this token are the first "idepth" of the function stack
     * (pp_func_base) */
    unsigned char idepth;
} pp_token;

/* A "#define NAME" or "#undef NAME" seen before token "at". */
typedef struct pp_macro {
    const char *name;  /* not NUL-terminated: use len */
    int len;
    int at;            /* index of the next token */
    int undef;
    const char *body;  /* an object-like macro's replacement text ("blen" bytes, up to
                          the line's end: continuations kept); NULL for a function-like one */
    int blen;
} pp_macro;

typedef struct pp_tokens {
    pp_token *v;           /* in the arena, or on the heap when "heap" */
    int n, cap;
    int heap;              /* set before pp_lex(): v on the heap, freed by pp_tokens_free() */
    const char *main_file; /* file name of the main file (interned in the arena) */
    pp_macro *macros;      /* in text order (in the arena) */
    int nmacros, cap_macros;
} pp_tokens;

/* Lex "text" ("len" bytes) into "toks" (storage in "a").  "file" names the
 * text for positions until a line marker says otherwise; the first line
 * marker's file (or "file" when there is none) is the main file.  With
 * "raw", "text" is the user's file itself and each token's loc.offset is
 * its byte offset.  Return 0, or -1 after an error in "d" (out of memory). */
int pp_lex(pp_arena *a, const char *text, size_t len, const char *file, int raw, pp_tokens *toks,
           pp_diag *d);

/* Free the tokens of "toks" when they are on the heap and reset it. */
void pp_tokens_free(pp_tokens *toks);

/* Give each token of "pp" from the main file the column and offset of the
 * matching token of "raw" (the user's file lexed raw) on the same line;
 * tokens without a match (macro expansions) take the place of the macro
 * name that produced them and are marked expanded.  Return 0 or -1 (out of
 * memory). */
int pp_align(pp_tokens *pp, const pp_tokens *raw);

/* Return nonzero when the "n" bytes at "name" name a macro defined (and not
 * undefined again) before token "at" of "toks". */
int pp_macro_defined(const pp_tokens *toks, const char *name, size_t n, int at);
/* The definition of macro "name" ("n" bytes) in effect before token
 * "at", or NULL when it is not defined there. */
const pp_macro *pp_macro_at(const pp_tokens *toks, const char *name, size_t n, int at);

/* Return nonzero when token "t" is the punctuator or word "s". */
int pp_tok_is(const pp_token *t, const char *s);
/* The value of character constant "text" ("len" bytes, quotes and prefix
 * included) as GCC and Clang give it on x86-64 Linux, into "*value", and
 * whether its type is unsigned int (U'x') into "*is_unsigned"; NULL, or
 * why it is refused (a multi-character constant, a byte past ASCII). */
const char *pp_char_value(const char *text, int len, long long *value, int *is_unsigned);

#endif
