/* Two names of one memory inside a data scope (round 4 of the hand-written
 * programs): the scope resolves each name to the array it keeps at that
 * address, so that both came back as one array, the overlap check saw one
 * array, and the kernels took them as two: an in-place recurrence ran as
 * if it read only old values (a wrong result, exit status 0).  Each mode
 * then stopped with the overlap error; now, as C allows such calls, the
 * region runs on the host as written, saying so once (the results are
 * compared with the plain program's by gen_regress:
 * tests/gen/regress/scope_alias_two_names.c):
 *   param  f(n, B); f(n, A): the region reads the global A and writes p == A
 *   same   sm(n, X, Y); sm(n, Y, Y): a and b are both Y
 *   data   the second, in an explicit '#pragma bbmm data' scope */
#include <stdio.h>
#include <string.h>
#define N 16
static double A[N], B[N];
static double X[N * N], Y[N * N];
static void f(int n, double *p)
{
    int i;
#pragma bbmm array(p[n])
    for (i = 1; i < n; i++)
        p[i] = A[i - 1] + A[i];
}
static void sm(int n, double *a, double *b)
{
    int i, j;
#pragma bbmm array(a[n][n], b[n][n])
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            b[i * n + j] = 0.5 * a[i * n + j] + 0.125 * (a[(i - 1) * n + j] + a[i * n + j - 1]);
}
int main(int argc, char **argv)
{
    const char *mode = argc > 1 ? argv[1] : "param";
    int i, n = 8;
    for (i = 0; i < N; i++) {
        A[i] = i % 7;
        B[i] = 0;
    }
    for (i = 0; i < N * N; i++) {
        X[i] = (i * 13) % 7;
        Y[i] = i % 5;
    }
    if (!strcmp(mode, "param")) {
        f(N, B);
        f(N, A);
    } else if (!strcmp(mode, "same")) {
        sm(n, X, Y);
        sm(n, Y, Y);
    } else {
#pragma bbmm data(X, Y)
        {
            sm(n, X, Y);
            sm(n, Y, Y);
        }
    }
    for (i = 0; i < N; i++)
        printf("%a %a %a\n", A[i], B[i], Y[i]);
    return 0;
}
