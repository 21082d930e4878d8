/* a local array's address escapes to a global pointer through a helper; another helper writes through it */
#include <stdio.h>
#define N 32
static double *gp;
static int gn;
static void attach(double *a, int n) { gp = a; gn = n; }
static void touch(int t) { if (gn > 0) gp[t % gn] += 100.0; }
static void relax(int n, double x[n], double y[n])
{
    int i;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        y[i] = 0.5 * (x[i - 1] + x[i + 1]);
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        x[i] = y[i];
}
int main(void)
{
    double x[N], y[N];
    int sizes[] = {0, 1, 3, 17, 32};
    int i, t, k;
    for (k = 0; k < 5; k++) {
        int n = sizes[k];
        for (i = 0; i < N; i++) { x[i] = i & 3; y[i] = 0; }
        attach(x, n);
        for (t = 0; t < 4; t++) {
            relax(n, x, y);
            touch(t);
        }
        for (i = 0; i < N; i++) printf("%a %a\n", x[i], y[i]);
    }
    return 0;
}
