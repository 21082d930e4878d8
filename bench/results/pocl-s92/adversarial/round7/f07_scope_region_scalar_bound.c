/* inside an explicit scope, a region's iterator exit and a region-computed int count bound the next region */
#include <stdio.h>
#define N 40
static double A[N], B[N];
int main(void)
{
    int i, t, m = 0, cnt;
    for (i = 0; i < N; i++) { A[i] = (i * 7) % 10 * 0.1; B[i] = 0; }
#pragma bbmm data(A, B)
    for (t = 0; t < 5; t++) {
        cnt = 0;
#pragma scop
        for (i = 0; i < N - t * 3; i++)
            B[i] = A[i] + t;
        for (i = 0; i < N - t * 3; i++)
            if (B[i] > 2.5) cnt = cnt + 1;
#pragma endscop
        m = i - cnt;
        if (m < 0) m = 0;
#pragma bbmm
        for (i = 0; i < m; i++)
            A[i] = B[i] * 0.5;
        printf("t=%d cnt=%d m=%d i=%d\n", t, cnt, m, i);
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
