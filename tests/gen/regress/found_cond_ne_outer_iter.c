/* differs: inner `j < n && j != i` leaves the j loop at j == i in C (C[i][j] written for j < i only); bbmm-pp skips j == i and writes j > i too */
#include <stdio.h>
double A[10], C[10][10];
int main(void)
{
    int n = 8, i, j;
    for (i = 0; i < 10; i++) {
        A[i] = i;
        for (j = 0; j < 10; j++)
            C[i][j] = 0.0;
    }
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n && j != i; j++)
            C[i][j] = A[j] + 1.0;
    for (i = 0; i < 10; i++)
        for (j = 0; j < 10; j++)
            printf("%a\n", C[i][j]);
    return 0;
}
