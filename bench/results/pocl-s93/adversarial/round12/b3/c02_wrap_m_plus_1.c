/* periodic wrap with divisor m + 1: loop over 0..m, neighbour (i + 1) % (m + 1) and (i + m) % (m + 1) */
#include <stdio.h>
#define N 20
static double A[N], B[N];
static void kern(int m)
{
    int i;
#pragma bbmm
    for (i = 0; i <= m; i++)
        B[i] = A[(i + 1) % (m + 1)] - A[(i + m) % (m + 1)];
}
int main(void)
{
    int s, i;
    int ms[] = {0, 1, 2, 6, 19};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) { A[i] = i * i * 0.5; B[i] = -9; }
        kern(ms[s]);
        for (i = 0; i < N; i++) printf("%a\n", B[i]);
    }
    return 0;
}
