// expect: 5:20: error: array(a) describes 'a' as one block of elements, but it is a table of pointers to rows: leave 'a' out of the clause (bbmm-pp gathers the rows the region uses), or declare it as an array or a pointer to rows ('double (*a)[m]', a VLA parameter 'double a[n][m]')
void copy(double **a, double b[4][4], int n)
{
    int i, j;
#pragma bbmm array(a[n][n])
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            b[i][j] = a[i][j];
}
