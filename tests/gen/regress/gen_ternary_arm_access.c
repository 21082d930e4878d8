/* bbmm-gen: an access in a ?: arm under the arm's condition (A[i - 2] when i >= 2) gave a box outside the array (run-time error) */
#include <stdio.h>
double A[8], B[8];
int main(void)
{
    int i;
    for (i = 0; i < 8; i++)
        A[i] = i + 0.5;
#pragma bbmm
    for (i = 0; i < 8; i++)
        B[i] = (i >= 2) ? A[i - 2] : 0.0;
    for (i = 0; i < 8; i++)
        printf("%a\n", B[i]);
    return 0;
}
