/* #pragma bbmm data (no list); a region scalar updated under a data condition is read by host code inside the scope */
#include <stdio.h>
#define N 26
static double A[N], B[N];
int main(void)
{
    int t, i, pos = -1;
    for (i = 0; i < N; i++) { A[i] = (i * 5 % 9) * 0.5; B[i] = 0; }
#pragma bbmm data
    for (t = 0; t < 4; t++) {
#pragma scop
        for (i = 0; i < N; i++)
            B[i] = A[i] + t * 0.25;
        for (i = 0; i < N; i++)
            if (B[i] > 3.0) pos = i;
#pragma endscop
        if (pos >= 0) printf("t=%d pos=%d\n", t, pos);
        pos = -1;
    }
    for (i = 0; i < N; i++) printf("%a\n", B[i]);
    return 0;
}
