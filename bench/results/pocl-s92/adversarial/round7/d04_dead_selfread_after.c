/* per-iteration temps whose next mention after the region is an assignment that also reads them (t = t*2, u += 1, w = f(w)) */
#include <stdio.h>
#define N 20
static double A[N], B[N], C[N], D[N];
static double twice(double x) { return 2.0 * x; }
static void f(int n)
{
    int i;
    double t = 1.0, u = 2.0, w = 3.0, z = 4.0;
#pragma bbmm
    for (i = 0; i < n; i++) {
        t = A[i] + 1.0;
        B[i] = t * t;
        u = A[i] - 2.0;
        C[i] = u * 3.0;
        w = A[i] * 0.5;
        D[i] = w + w;
        z = A[i] * 4.0;
        B[i] = B[i] + z;
    }
    t = t * 2.0;
    u += 1.0;
    w = twice(w);
    z = (z > 10.0) ? z : -z;
    printf("n=%d t=%a u=%a w=%a z=%a\n", n, t, u, w, z);
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) A[i] = i * 1.25 - 4;
    for (n = 0; n <= 6; n++) f(n);
    for (i = 0; i < N; i++) printf("%a %a %a\n", B[i], C[i], D[i]);
    return 0;
}
