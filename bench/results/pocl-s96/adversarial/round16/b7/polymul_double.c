/* polynomial multiplication c[i+j] += a[i]*b[j] with doubles whose sums depend on order; degrees 0..30 */
#include <stdio.h>
static void run(int n, int m)
{
    double a[32], b[32], c[64];
    int i, j;
    for (i = 0; i < n; i++) a[i] = (i % 2 ? 1e16 : 1.0) * (double)(i % 7 + 1) / 3.0;
    for (j = 0; j < m; j++) b[j] = (j % 3 ? -1.0 : 1e-3) * (double)(j + 1);
    for (i = 0; i < n + m; i++) c[i] = 0.0;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            c[i + j] += a[i] * b[j];
    printf("n=%d m=%d\n", n, m);
    for (i = 0; i < n + m - 1; i++) printf("%a\n", c[i]);
}
int main(void)
{
    run(0, 0); run(1, 1); run(1, 5); run(5, 1); run(2, 3); run(17, 13); run(32, 32);
    return 0;
}
