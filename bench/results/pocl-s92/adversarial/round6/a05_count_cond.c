/* counter incremented under a data condition and used after the region; compaction via separate index */
#include <stdio.h>
#define N 50
static double A[N], B[N];
static int cnt;
static void k(int n)
{
    int i, m = 0;
    long pos = 0;
#pragma bbmm
    for (i = 0; i < n; i++) {
        if (A[i] > 0.5) {
            m++;
            pos += i;
        }
        B[i] = A[i] * m;
    }
    cnt += m;
    printf("%d %ld %d\n", m, pos, cnt);
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) A[i] = ((i * 37) % 17) / 16.0;
    for (n = 0; n <= N; n += 11) {
        k(n);
        for (i = 0; i < n; i++) printf("%a\n", B[i]);
    }
    k(1); k(2);
    return 0;
}
