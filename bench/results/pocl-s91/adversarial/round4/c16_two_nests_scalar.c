/* scalar computed by a first nest and used (value, not bound) by a second; another updated in both */
#include <stdio.h>
#define N 36
static double A[N], B[N];
static void f(int n)
{
    int i;
    double mx = -1e300, c = 0.0;
    int cnt = 0;
#pragma bbmm
    {
        for (i = 0; i < n; i++) { mx = A[i] > mx ? A[i] : mx; c += A[i]; }
        for (i = 0; i < n; i++) { B[i] = A[i] / mx - c; if (B[i] < 0) cnt += 1; }
        for (i = 0; i < n; i++) c = c * 0.5 + B[i];
    }
    printf("%d %a %a %d\n", n, mx, c, cnt);
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) A[i] = ((i * 11) % 23) * 0.7 - 3.0;
    for (n = 0; n <= N; n += 9) {
        f(n);
        for (i = 0; i < N; i++) printf("%a\n", B[i]);
    }
    return 0;
}
