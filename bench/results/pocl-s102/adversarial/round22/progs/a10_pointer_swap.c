/* jacobi with pointer swap (cur/nxt), reading the final grid through cur */
#include <stdio.h>
#include <stdlib.h>
static void sweep(int n, const double *in, double *out)
{
    int i;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        out[i] = 0.25 * in[i - 1] + 0.5 * in[i] + 0.25 * in[i + 1];
}
int main(void)
{
    int n = 300, i, t;
    double *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
    double *cur = a, *nxt = b, *tmp;
    for (i = 0; i < n; i++) a[i] = b[i] = (double)(i % 31 == 0);
    for (t = 0; t < 11; t++) {
        sweep(n, cur, nxt);
        tmp = cur; cur = nxt; nxt = tmp;
    }
    for (i = 0; i < n; i += 13) printf("%a\n", cur[i]);
    printf("%a %a\n", a[5], b[5]);
    free(a); free(b);
    return 0;
}
