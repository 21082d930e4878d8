/* host reads through an alias between regions inside a time loop (no pragma
   scope: the automatic scope must not keep A over that read) */
#include <stdio.h>
#define N 100
static double A[N], B[N];
static void step(int n, double *a, double *b)
{
    int i;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3.0;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        a[i] = b[i];
}
int main(void)
{
    int i, t;
    const double *probe = A + N / 2;
    double trace = 0.0;
    for (i = 0; i < N; i++) { A[i] = (i % 10 == 0) ? 10.0 : 0.0; B[i] = 0.0; }
    for (t = 0; t < 20; t++) {
        step(N, A, B);
        trace = trace * 0.5 + *probe + probe[3];
    }
    printf("%a\n", trace);
    for (i = 0; i < N; i += 9) printf("%a\n", A[i]);
    return 0;
}
