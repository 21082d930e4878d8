/* data-dependent if/else writing different arrays, nested ifs, flags, continue-like ifs */
#include <stdio.h>
#define N 40
static double A[N], B[N], C[N];
static int flag[N], cnt[N];
static void f(int n, double th)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        if (A[i] > th) {
            B[i] = A[i] * 2.0;
            if (A[i] > 2 * th) flag[i] = 2; else flag[i] = 1;
        } else {
            C[i] = -A[i];
            if (A[i] < -th) {
                if (i % 2 == 0) cnt[i] += 3;
            } else
                cnt[i] -= 1;
        }
        if (!(B[i] > 0.5)) {
        } else
            C[i] += B[i];
    }
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = ((i * 13) % 17 - 8) * 0.5; B[i] = 0; C[i] = 0; flag[i] = -1; cnt[i] = 0; }
    for (t = 0; t < 4; t++) {
        f(t == 3 ? 1 : N - t * 10, t * 0.7);
        for (i = 0; i < N; i++) printf("%d %a %a %d %d\n", t, B[i], C[i], flag[i], cnt[i]);
    }
    return 0;
}
