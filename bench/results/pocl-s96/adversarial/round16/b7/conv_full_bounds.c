/* full 1-D convolution with loop bounds from ?: (max(0, i-m+1) .. min(i, n-1)), doubles, lengths 0..odd */
#include <stdio.h>
static void run(int n, int m)
{
    double x[30], h[9], y[40];
    int i, k;
    for (i = 0; i < n; i++) x[i] = (double)((i * 7) % 5) - 2.0 + 1e-9 * i;
    for (k = 0; k < m; k++) h[k] = 1.0 / (double)(k + 2);
#pragma bbmm
    for (i = 0; i < n + m - 1; i++) {
        y[i] = 0.0;
        for (k = (i - n + 1 > 0 ? i - n + 1 : 0); k <= (i < m - 1 ? i : m - 1); k++)
            y[i] += h[k] * x[i - k];
    }
    printf("n=%d m=%d\n", n, m);
    for (i = 0; i < n + m - 1; i++) printf("%a\n", y[i]);
}
int main(void)
{
    run(0, 0); run(1, 1); run(0, 3); run(3, 0); run(1, 9); run(30, 9); run(7, 4);
    return 0;
}
