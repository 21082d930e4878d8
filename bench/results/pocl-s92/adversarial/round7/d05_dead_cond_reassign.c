/* temp assigned again after the region only under a condition, in a loop that may not run, in a comma and call argument */
#include <stdio.h>
#define N 20
static double A[N], B[N];
static double id(double x) { return x; }
static void f(int n)
{
    int i, k;
    double t = 1.0, u = 2.0, w = 3.0, y = 4.0;
#pragma bbmm
    for (i = 0; i < n; i++) {
        t = A[i] + 1.0;
        u = A[i] + 2.0;
        w = A[i] + 3.0;
        y = A[i] + 4.0;
        B[i] = t * u + w * y;
    }
    if (n > 3) t = 0.0;
    for (k = 0; k < n - 4; k++) u = k;
    printf("%a %a\n", t, u);
    printf("%a\n", id((w = w + 1.0, w)));
    y = (y > 5.0) ? id(y) : 0.5;
    printf("%a\n", y);
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) A[i] = i * 0.75;
    for (n = 0; n <= 7; n++) f(n);
    for (i = 0; i < N; i++) printf("%a\n", B[i]);
    return 0;
}
