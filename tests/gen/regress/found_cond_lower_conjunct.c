/* differs: `i >= 2 && i < n` from i = 0 runs no iteration in C (i stays 0); bbmm-pp runs i = 2..7 */
#include <stdio.h>
double A[10];
int main(void)
{
    int n = 8, kk = 3, m = 3, i;
    for (i = 0; i < 10; i++)
        A[i] = i;
#pragma bbmm
    for (i = 0; i >= 2 && i < n; i++)
        A[i] = A[i] * 2.0 + 1.0;
    for (i = 0; i < 10; i++)
        printf("%a\n", A[i]);
    printf("i=%d\n", i);
    return 0;
}
