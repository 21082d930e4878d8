/* a time loop whose body switches between regions by step parity, with host work in one case */
#include <stdio.h>
#define N 40
static double A[N], B[N], hist[16];
int main(void)
{
    int t, i;
    for (i = 0; i < N; i++) { A[i] = i * 0.5; B[i] = 0.0; }
    for (t = 0; t < 9; t++) {
        switch (t % 3) {
        case 0:
#pragma bbmm
            for (i = 1; i < N; i++)
                B[i] = A[i] - A[i - 1];
            break;
        case 1:
#pragma bbmm
            for (i = 0; i < N; i++)
                A[i] = A[i] + 0.5 * B[i];
            break;
        default:
            hist[t] = A[t] + B[t];
            A[t] = -1.0;
            break;
        }
    }
    for (t = 0; t < 16; t++) printf("%a\n", hist[t]);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
