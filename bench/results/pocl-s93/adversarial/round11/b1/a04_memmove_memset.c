/* memmove/memcpy/memset between regions on the same arrays */
#include <stdio.h>
#include <string.h>
#define N 30
static double A[N], B[N];
static int C[N];
int main(void)
{
    int i, t, k;
    int sizes[] = {0, 1, 2, 7, 30};
    for (k = 0; k < 5; k++) {
        int n = sizes[k];
        for (i = 0; i < N; i++) { A[i] = i; B[i] = -i; C[i] = i * 3; }
        for (t = 0; t < 3; t++) {
#pragma bbmm
            for (i = 0; i < n; i++) {
                A[i] = A[i] * 0.5 + B[i];
                C[i] = C[i] * 2 - i;
            }
            if (n > 1) memmove(A + 1, A, (size_t)(n - 1) * sizeof A[0]);
            memcpy(B, A, sizeof B / 2);
            memset(C + n / 2, 0, (size_t)(n - n / 2) * sizeof(int));
#pragma bbmm
            for (i = 0; i < n; i++)
                B[i] = B[i] + A[i] + C[i];
        }
        for (i = 0; i < N; i++) printf("%a %a %d\n", A[i], B[i], C[i]);
    }
    return 0;
}
