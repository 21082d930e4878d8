/* differs and crashes: `i < n && (i < 2 || i > 4)` leaves the loop at i == 2 in C; bbmm-pp runs i = 5..7 too (1 device), and on 2 devices the run aborts with heap corruption (malloc(): invalid next size) */
#include <stdio.h>
double A[10];
int main(void)
{
    int n = 8, kk = 3, m = 3, i;
    for (i = 0; i < 10; i++)
        A[i] = i;
#pragma bbmm
    for (i = 0; i < n && (i < 2 || i > 4); i++)
        A[i] = A[i] * 2.0 + 1.0;
    for (i = 0; i < 10; i++)
        printf("%a\n", A[i]);
    printf("i=%d\n", i);
    return 0;
}
