/* short-circuit guards protecting boundary reads and ?: neighbours at edges */
#include <stdio.h>
static void run(int n, double t)
{
    double a[40], b[40], c[40];
    int i;
    for (i = 0; i < n; i++) a[i] = (double)((i * 13) % 7) - 3.0;
#pragma bbmm
    for (i = 0; i < n; i++) {
        b[i] = (i > 0 && a[i - 1] > t) ? a[i - 1] : a[i];
        c[i] = (i + 1 < n || a[i] < 0.0) ? (i + 1 < n ? a[i + 1] : -a[i]) : 0.5;
        if (i > 0 && i < n - 1 && a[i - 1] < a[i] && a[i] > a[i + 1])
            c[i] = c[i] + 100.0;
        b[i] += (i == 0 ? a[0] : a[i - 1]) + (i == n - 1 ? a[n - 1] : a[i + 1]);
    }
    printf("n=%d\n", n);
    for (i = 0; i < n; i++) printf("%a %a\n", b[i], c[i]);
}
int main(void)
{
    int n;
    for (n = 0; n <= 9; n++) run(n, 0.5);
    run(31, -1.0); run(40, 2.0);
    return 0;
}
