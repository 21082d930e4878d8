/* loop exit that depends on data: for (i = 0; i < n && A[i] > 0; i++) */
#include <stdio.h>
#define N 32
static double A[N], B[N];
static int cnt[N];
int main(void)
{
    int i, n, t;
    for (i = 0; i < N; i++) { A[i] = (i % 9 == 8) ? -1.0 : i + 1.0; B[i] = 0; cnt[i] = 0; }
    for (t = 0; t < 4; t++) {
        n = 5 + t * 9;
#pragma bbmm
        for (i = 0; i < n && A[i] > 0; i++)
            B[i] = B[i] + A[i] * 0.5;
        printf("stopped at %d\n", i);
        A[t * 9 + 8] = 1.0;
    }
#pragma bbmm
    for (i = 0; i < N && cnt[i] < 2; i++)
        cnt[i] = cnt[i] + 1;
    for (i = 0; i < N; i++) printf("%a %a %d\n", A[i], B[i], cnt[i]);
    return 0;
}
