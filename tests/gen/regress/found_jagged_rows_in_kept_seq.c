/* mismatch on 1, 2 and 4 devices (first output line: sum 0x1.7ap+7, C prints sum 0x1.7ap+6), also in a list-less scope: inside a data scope that keeps D, a region bbmm-pp leaves as sequential code (a sum) reads D's rows through a table of pointers (rows[i] = D[i]) after a region wrote D on the devices; its host code syncs only the table's own memory (bbmm_pp_sync of 't'), not the kept array holding the rows, and reads D's stale host copy (right with BBMM_HOST=always) */
#include <stdio.h>
#define N 8
static double D[N][N];
static double *rows[N];
static double total(double **t, int n)
{
    double s = 0.0;
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            s = s + t[i][j];
    return s;
}
int main(void)
{
    int i, j;
    double s;
    for (i = 0; i < N; i++) {
        rows[i] = D[i];
        for (j = 0; j < N; j++)
            D[i][j] = (double)((i * 3 + j * 5) % 7);
    }
#pragma bbmm data(D)
    {
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                D[i][j] = D[i][j] * 0.5;
        s = total(rows, N);
        printf("sum %a\n", s);
    }
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            printf("%a\n", D[i][j]);
    return 0;
}
