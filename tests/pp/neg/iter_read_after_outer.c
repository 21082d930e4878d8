// expect: 11:19: error: 'j' is read in the region outside its loop over 'j' (9:17): the value a loop leaves in its iterator is not passed to the region's statements; read it after the region, or keep it in another variable
void f(int n, double A[n][n])
{
    int i, j;
#pragma bbmm
    {
        for (i = 0; i < n; i++)
            if (i > 2)
                for (j = 0; j < i; j++)
                    A[i][j] = 1.0;
        A[0][0] = j;
    }
}
