// expect: 7:29: error: 'j' is read in the region outside its loop over 'j' (8:9): the value a loop leaves in its iterator is not passed to the region's statements; read it after the region, or keep it in another variable
void f(int n, double A[n][n])
{
    int i, j = 0;
#pragma bbmm
    for (i = 0; i < n; i++) {
        A[i][0] = A[i][0] + j;
        for (j = 1; j < n; j++)
            A[i][j] = 2.0;
    }
}
