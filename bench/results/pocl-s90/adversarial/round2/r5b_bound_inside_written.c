/* a bound read through a pointer that at run time points into an array the region writes */
#include <stdio.h>
#define N 12
static int cnt[N];
static double A[N];
static void f(const int *gp, int *c, int n)
{
    int i;
#pragma bbmm array(c[N])
    for (i = 0; i < gp[0] && i < n; i++) {
        c[i] = c[i] + 1;
        A[i] = A[i] + c[i];
    }
}
int main(void)
{
    int i, lim[4] = {7, 0, 0, 0};
    for (i = 0; i < N; i++) { cnt[i] = i; A[i] = 0.5 * i; }
    f(lim, cnt, N);
    f(cnt + 3, cnt, N);
    f(cnt + 9, cnt, 6);
    for (i = 0; i < N; i++) printf("%d %a\n", cnt[i], A[i]);
    return 0;
}
