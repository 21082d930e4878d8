/* #pragma bbmm data (no list); a region counter is only read after the scope ends (host never touches it inside) */
#include <stdio.h>
#define N 30
static double A[N];
int main(void)
{
    int t, i, cnt = 0;
    for (i = 0; i < N; i++) A[i] = (i * 7 % 11) * 0.25;
#pragma bbmm data
    for (t = 0; t < 4; t++) {
#pragma scop
        for (i = 0; i < N; i++)
            A[i] = A[i] * 0.75 + t * 0.5;
        for (i = 0; i < N; i++)
            if (A[i] > 1.0) cnt++;
#pragma endscop
    }
    printf("cnt=%d\n", cnt);
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
