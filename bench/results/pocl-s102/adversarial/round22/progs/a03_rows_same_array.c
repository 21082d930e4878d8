/* f(A, A + n): stencil on rows above and below passed as two pointers into
   one array; result into B; B copied back into A; inside a time loop */
#include <stdio.h>
#include <stdlib.h>
static void rowmix(int n, const double *up, const double *down, double *out)
{
    int j;
#pragma bbmm
    for (j = 1; j < n - 1; j++)
        out[j] = 0.5 * (up[j - 1] + down[j + 1]) + 0.25 * up[j];
}
static void copy(int n, const double *src, double *dst)
{
    int j;
#pragma bbmm
    for (j = 0; j < n; j++)
        dst[j] = src[j];
}
int main(void)
{
    int n = 200, m = 6, i, t;
    double *A = malloc(sizeof(double) * n * m);
    double *B = calloc(n, sizeof(double));
    for (i = 0; i < n * m; i++) A[i] = (double)((i * 17) % 23) / 8.0;
    for (t = 0; t < 8; t++) {
        rowmix(n, A + (t % 4) * n, A + (t % 4 + 1) * n, B);
        copy(n, B, A + (t % 5) * n);
    }
    for (i = 0; i < n * m; i += 37) printf("%a\n", A[i]);
    free(A); free(B);
    return 0;
}
