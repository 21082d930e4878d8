/* regions in the cases of a host switch with fallthrough, inside a time loop; host writes in one case */
#include <stdio.h>
#define N 20
static double A[N], B[N];
int main(void)
{
    int t, i;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 1; }
    for (t = 0; t < 7; t++) {
        switch (t % 3) {
        case 0:
#pragma bbmm
            for (i = 0; i < N; i++)
                A[i] = A[i] + B[i];
            /* fallthrough */
        case 1:
#pragma bbmm
            for (i = 1; i < N; i++)
                B[i] = B[i] * 0.5 + A[i - 1];
            break;
        default:
            A[t] = -A[t];
            break;
        }
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
