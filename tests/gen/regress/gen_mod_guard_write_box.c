/* bbmm-gen: writes under i % 3 != 2 were treated as covering the box; skipped elements came back as 0 or NaN */
#include <math.h>
#include <stdio.h>
double A[12], C[12];
int main(void)
{
    int i;
    for (i = 0; i < 12; i++) {
        A[i] = i - 5.5;
        C[i] = -1.0;
    }
#pragma scop
    for (i = 1; i <= 9; i++)
        if (i <= 7 && i % 3 != 2)
            C[i] = sqrt(fabs(A[i]));
#pragma endscop
    for (i = 0; i < 12; i++)
        printf("%a\n", C[i]);
    return 0;
}
