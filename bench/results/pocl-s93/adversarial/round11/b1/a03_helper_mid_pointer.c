/* a pointer into the middle of an array passed to a helper that writes it, between regions */
#include <stdio.h>
#define N 40
static void ramp(double *p, int m, double base) { int i; for (i = 0; i < m; i++) p[i] = base + i; }
static double total(const double *p, int m) { int i; double s = 0; for (i = 0; i < m; i++) s += p[i]; return s; }
static void scale(int n, double a[n], double b[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        b[i] = a[i] * 1.5 + b[i];
}
int main(void)
{
    double a[N], b[N];
    int sizes[] = {0, 1, 2, 9, 40};
    int k, i, t;
    for (k = 0; k < 5; k++) {
        int n = sizes[k];
        for (i = 0; i < N; i++) { a[i] = i * 0.25; b[i] = 1.0; }
        for (t = 0; t < 3; t++) {
            scale(n, a, b);
            if (n > 4) ramp(&a[n / 2], n - n / 2, t * 10.0);
            if (n > 1) ramp(b + 1, 1, total(b, n));
            scale(n, b, a);
        }
        for (i = 0; i < N; i++) printf("%a %a\n", a[i], b[i]);
    }
    return 0;
}
