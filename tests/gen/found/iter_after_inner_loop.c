/* differs: `B[i] = j` after the inner loop `for (j = 0; j < i; j++)` stores i in C; the bbmm build stores 0 */
#include <stdio.h>
double B[10], C[10][10];
int main(void)
{
    int n = 8, i, j;
    for (i = 0; i < 10; i++) {
        B[i] = 3 - i;
        for (j = 0; j < 10; j++)
            C[i][j] = i + j;
    }
    i = j = 0;
#pragma bbmm
    for (i = 0; i < n; i++) {
        for (j = 0; j < i; j++)
            C[i][j] = 2.0 * C[i][j];
        B[i] = j;
    }
    for (i = 0; i < 10; i++)
        printf("%a\n", B[i]);
    return 0;
}
